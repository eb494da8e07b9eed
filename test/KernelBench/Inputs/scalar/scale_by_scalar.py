# A forward argument that is a Python float, not a tensor: the exporter
# makes it a graph input of its own (a 0-d double), which @main takes.
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, a, s):
        return torch.relu(a) * s


def get_inputs():
    return [torch.rand(24, 40) - 0.5, 2.75]


def get_init_inputs():
    return []
