# A small 2-D convolution with bias, then a per-channel bias add.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size,
                              padding=1)
        self.bias = nn.Parameter(torch.randn(out_channels, 1, 1) * 0.1)

    def forward(self, x):
        return self.conv(x) + self.bias


def get_inputs():
    return [torch.rand(2, 3, 8, 8)]


def get_init_inputs():
    return [3, 4, 3]
