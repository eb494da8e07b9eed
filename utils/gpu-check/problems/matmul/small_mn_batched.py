import torch
import torch.nn as nn


class Model(nn.Module):
    """A batch of small products with a long K."""

    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        return torch.bmm(a, b)


B = 4
M = 96
N = 128
K = 131072


def get_inputs():
    return [torch.rand(B, M, K), torch.rand(B, K, N)]


def get_init_inputs():
    return []
