import torch
import torch.nn as nn


class Model(nn.Module):
    """Both operands transposed."""

    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        return torch.matmul(a.T, b.T)


M = 3072
K = 4096
N = 2048


def get_inputs():
    return [torch.rand(K, M), torch.rand(N, K)]


def get_init_inputs():
    return []
