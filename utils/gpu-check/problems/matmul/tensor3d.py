import torch
import torch.nn as nn


class Model(nn.Module):
    """A 3-D tensor times a matrix."""

    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        return torch.matmul(a, b)


B = 8
M = 1536
K = 1024
N = 640


def get_inputs():
    return [torch.rand(B, M, K), torch.rand(K, N)]


def get_init_inputs():
    return []
