# A problem file that fails while it is imported.
import torch

raise RuntimeError("this problem cannot be loaded")
