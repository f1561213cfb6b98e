"""The corner network, in PyTorch (training only; the reader runs its ONNX
export on OpenCV's ``dnn``).

Seven 3x3 convolutions with batch norm and ReLU, all but the first
depthwise-separable, three of them halving the picture (48 -> 6 px); global
average pooling, a 64-unit embedding, and two heads: rank (13 + none) and
suit (4 + none). Depthwise-separable layers keep a crop's cost near half a
millisecond on one core, as a card's corners give a handful of crops per
frame.
"""

from __future__ import annotations

import torch
from torch import nn

from camera.corner_model import RANK_CLASSES, SUIT_CLASSES
from camera.kind_model import KIND_CLASSES

LAYERS = ((32, 2), (48, 1), (72, 2), (96, 1), (144, 2), (192, 1))  # (channels, stride)
EMBED = 64


def _layer(cin: int, cout: int, stride: int) -> nn.Sequential:
    if cin == 3:
        return nn.Sequential(
            nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU()
        )
    return nn.Sequential(
        nn.Conv2d(cin, cin, 3, stride, 1, groups=cin, bias=False),
        nn.BatchNorm2d(cin),
        nn.ReLU(),
        nn.Conv2d(cin, cout, 1, bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(),
    )


class CornerNet(nn.Module):
    """Crops (N, 3, SIDE, SIDE) to rank logits, suit logits and the embedding."""

    def __init__(self) -> None:
        super().__init__()
        layers, cin = [], 3
        for cout, stride in LAYERS:
            layers.append(_layer(cin, cout, stride))
            cin = cout
        self.features = nn.Sequential(*layers, nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.embed = nn.Sequential(nn.Linear(cin, EMBED), nn.ReLU())
        self.rank = nn.Linear(EMBED, len(RANK_CLASSES))
        self.suit = nn.Linear(EMBED, len(SUIT_CLASSES))

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        e = self.embed(self.features(x))
        return self.rank(e), self.suit(e), e


class Calibrated(nn.Module):
    """The network as shipped: each head's softmax at its fitted temperature."""

    def __init__(self, net: CornerNet, temperatures: tuple[float, float]) -> None:
        super().__init__()
        self.net = net
        self.temperatures = temperatures

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        rank, suit, e = self.net(x)
        tr, ts = self.temperatures
        return torch.softmax(rank / tr, 1), torch.softmax(suit / ts, 1), e


class KindNet(nn.Module):
    """Flattened cards (N, 3, KIND_H, KIND_W) to kind logits: the corner
    network's layers, one more halving (96 x 64 to 6 x 4 px), and one head."""

    def __init__(self) -> None:
        super().__init__()
        layers, cin = [], 3
        for cout, stride in ((24, 2), (32, 1), (48, 2), (64, 1), (96, 2), (128, 1), (160, 2)):
            layers.append(_layer(cin, cout, stride))
            cin = cout
        self.features = nn.Sequential(*layers, nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.head = nn.Sequential(nn.Dropout(0.2), nn.Linear(cin, len(KIND_CLASSES)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.features(x))


class CalibratedKind(nn.Module):
    """The kind network as shipped: its softmax at the fitted temperature."""

    def __init__(self, net: KindNet, temperature: float) -> None:
        super().__init__()
        self.net = net
        self.temperature = temperature

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.softmax(self.net(x) / self.temperature, 1)
