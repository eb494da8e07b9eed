# A problem whose forward never returns (for the per-problem timeout).
import time

import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        while True:
            time.sleep(1)


def get_inputs():
    return [torch.rand(2)]


def get_init_inputs():
    return []
