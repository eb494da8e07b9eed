# Functional dropout in training mode: the output is random, so nothing can
# be validated against it.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def forward(self, x):
        return F.dropout(x, p=0.5, training=True)


def get_inputs():
    return [torch.rand(4, 16)]


def get_init_inputs():
    return []
