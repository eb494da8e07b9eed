# A problem whose forward uses an operator ONNX has no equivalent for (a
# singular value decomposition): torch.onnx.export fails.
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return torch.linalg.svdvals(x)


def get_inputs():
    return [torch.rand(3, 5)]


def get_init_inputs():
    return []
