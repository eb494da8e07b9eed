import torch
import torch.nn as nn


class Model(nn.Module):
    """A matrix times a column vector: bandwidth-bound (one read of A)."""

    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        return torch.matmul(a, b)


M = 3072
K = 393216


def get_inputs():
    return [torch.rand(M, K), torch.rand(K, 1)]


def get_init_inputs():
    return []
