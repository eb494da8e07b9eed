# Two Linear layers with a sigmoid between them and a logsumexp after
# (level2/45's form, small; written for kgen's tests): the partition makes
# more than one kernel.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, n_in, n_hidden, n_out):
        super().__init__()
        self.fc1 = nn.Linear(n_in, n_hidden)
        self.fc2 = nn.Linear(n_hidden, n_out)

    def forward(self, x):
        x = torch.sigmoid(self.fc1(x))
        return torch.logsumexp(self.fc2(x), dim=1)


def get_inputs():
    return [torch.rand(64, 32)]


def get_init_inputs():
    return [32, 64, 48]
