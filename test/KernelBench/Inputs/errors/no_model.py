# A problem file without a Model class.
import torch


def get_inputs():
    return [torch.rand(2, 2)]


def get_init_inputs():
    return []
