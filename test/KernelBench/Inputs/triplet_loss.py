# A triplet margin loss (written for kgen's tests): aten::triplet_margin_loss
# has no ONNX symbolic at opset 17; the export takes its decomposition.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, margin):
        super().__init__()
        self.loss = nn.TripletMarginLoss(margin=margin)

    def forward(self, anchor, positive, negative):
        return self.loss(anchor, positive, negative)


def get_inputs():
    return [torch.rand(8, 16), torch.rand(8, 16), torch.rand(8, 16)]


def get_init_inputs():
    return [1.0]
