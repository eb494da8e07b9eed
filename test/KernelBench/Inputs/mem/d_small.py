# A stand-in problem for the scheduler's memory admission (mem-admission.test):
# its forward takes a second on real tensors (instant on the meta device,
# where the harness sizes it), so problems run at once overlap in time.
import time

import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        if x.device.type != "meta":
            time.sleep(1.0)
        return torch.relu(x)


def get_inputs():
    return [torch.rand(4, 8)]


def get_init_inputs():
    return []
