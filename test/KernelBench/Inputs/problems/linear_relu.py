# Linear layer followed by ReLU (written for kgen's tests).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        return torch.relu(self.fc(x))


def get_inputs():
    return [torch.rand(6, 12)]


def get_init_inputs():
    return [12, 10]
