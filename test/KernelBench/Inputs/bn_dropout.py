# BatchNorm (training mode as constructed) and a dropout module.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.bn = nn.BatchNorm2d(channels)
        self.drop = nn.Dropout(0.25)

    def forward(self, x):
        return self.drop(self.bn(x))


def get_inputs():
    return [torch.rand(2, 3, 4, 4)]


def get_init_inputs():
    return [3]
