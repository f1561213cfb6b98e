"""Write the trained network as ONNX for OpenCV's ``dnn``: the calibration
temperatures folded into the heads' softmax, batch norm into the
convolutions (eval mode), opset 13 (which OpenCV 4.9 and later read)."""

from __future__ import annotations

import warnings
from pathlib import Path

import cv2
import numpy as np
import torch

from camera.corner_model import OUTPUTS, SIDE
from camera_training.cnn import Calibrated, CornerNet

OPSET = 13


def export(net: CornerNet, temperatures: tuple[float, float], out: Path) -> None:
    """Save ``net`` to ``out`` (input ``crops``, outputs rank and suit
    probabilities and the embedding), and check that OpenCV runs it as
    PyTorch does."""
    shipped = Calibrated(net, temperatures).eval()
    probe = torch.rand(3, 3, SIDE, SIDE) - 0.6
    out.parent.mkdir(parents=True, exist_ok=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the TorchScript exporter is deprecated, still right
        torch.onnx.export(
            shipped,
            (probe,),
            str(out),
            input_names=["crops"],
            output_names=list(OUTPUTS),
            dynamic_axes={"crops": {0: "n"}},
            opset_version=OPSET,
            dynamo=False,
        )
    with torch.no_grad():
        want = shipped(probe)[0].numpy()
    cv_net = cv2.dnn.readNetFromONNX(str(out))
    cv_net.setInput(probe.numpy())
    got = cv_net.forward(OUTPUTS[0])
    if not np.allclose(want, got, atol=1e-4):
        raise RuntimeError(f"OpenCV reads {out} otherwise than PyTorch runs it")
