# A problem with a module-level batch_size (64 x 32 floats = 8 KiB).
import torch
import torch.nn as nn

batch_size = 64


class Model(nn.Module):
    def forward(self, x):
        return torch.relu(x)


def get_inputs():
    return [torch.rand(batch_size, 32)]


def get_init_inputs():
    return []
