"""Write the trained numpy network as ONNX (opset 13) for OpenCV's ``dnn``,
with the calibration temperatures folded into the heads."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from camera.corner_model import OUTPUTS, SIDE
from camera.training.cnn import CHANNELS


def export(p: dict[str, np.ndarray], temperatures: tuple[float, float], out: Path) -> None:
    """Save the network ``p`` to ``out``: input ``crops`` (N, 3, SIDE, SIDE),
    outputs ``rank`` and ``suit`` probabilities and the ``embedding``."""
    inits, nodes = [], []
    x = "crops"
    for i in range(1, len(CHANNELS)):
        cin, cout = CHANNELS[i - 1], CHANNELS[i]
        w = p[f"w{i}"].T.reshape(cout, cin, 3, 3)
        inits += [numpy_helper.from_array(w, f"w{i}"), numpy_helper.from_array(p[f"b{i}"], f"b{i}")]
        nodes += [
            helper.make_node("Conv", [x, f"w{i}", f"b{i}"], [f"c{i}"], pads=[1, 1, 1, 1]),
            helper.make_node("Relu", [f"c{i}"], [f"r{i}"]),
            helper.make_node("MaxPool", [f"r{i}"], [f"p{i}"], kernel_shape=[2, 2], strides=[2, 2]),
        ]
        x = f"p{i}"
    cells, chans = SIDE // 8, CHANNELS[-1]
    # numpy flattens (h, w, c); ONNX flattens (c, h, w).
    wf = (
        p["wf"]
        .reshape(cells, cells, chans, -1)
        .transpose(2, 0, 1, 3)
        .reshape(cells * cells * chans, -1)
    )
    inits += [
        numpy_helper.from_array(np.ascontiguousarray(wf.T), "wf"),
        numpy_helper.from_array(p["bf"], "bf"),
    ]
    nodes += [
        helper.make_node("Flatten", [x], ["flat"], axis=1),
        helper.make_node("Gemm", ["flat", "wf", "bf"], ["hidden"], transB=1),
        helper.make_node("Relu", ["hidden"], ["embedding"]),
    ]
    for head, t in zip(("r", "s"), temperatures, strict=True):
        name = OUTPUTS[0] if head == "r" else OUTPUTS[1]
        inits += [
            numpy_helper.from_array(np.ascontiguousarray(p[f"w{head}"].T / t), f"w{head}"),
            numpy_helper.from_array(p[f"b{head}"] / t, f"b{head}"),
        ]
        nodes += [
            helper.make_node("Gemm", ["embedding", f"w{head}", f"b{head}"], [f"l{head}"], transB=1),
            helper.make_node("Softmax", [f"l{head}"], [name], axis=1),
        ]
    graph = helper.make_graph(
        nodes,
        "corner",
        [helper.make_tensor_value_info("crops", TensorProto.FLOAT, ["n", 3, SIDE, SIDE])],
        [
            helper.make_tensor_value_info(o, TensorProto.FLOAT, ["n", k])
            for o, k in zip(OUTPUTS, (p["br"].size, p["bs"].size, p["bf"].size), strict=True)
        ],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    onnx.checker.check_model(model)
    out.parent.mkdir(parents=True, exist_ok=True)
    onnx.save(model, str(out))


def load(path: Path) -> dict[str, np.ndarray]:
    """The numpy network of an ONNX file :func:`export` wrote (its heads
    keep the calibration temperatures folded in): a start to train on from."""
    found = {t.name: numpy_helper.to_array(t) for t in onnx.load(str(path)).graph.initializer}
    p: dict[str, np.ndarray] = {}
    for i in range(1, len(CHANNELS)):
        p[f"w{i}"] = np.ascontiguousarray(found[f"w{i}"].reshape(CHANNELS[i], -1).T)
        p[f"b{i}"] = found[f"b{i}"]
    cells, chans = SIDE // 8, CHANNELS[-1]
    wf = found["wf"].T.reshape(chans, cells, cells, -1).transpose(1, 2, 0, 3)
    p["wf"] = np.ascontiguousarray(wf.reshape(cells * cells * chans, -1))
    p["bf"] = found["bf"]
    for head in ("r", "s"):
        p[f"w{head}"] = np.ascontiguousarray(found[f"w{head}"].T)
        p[f"b{head}"] = found[f"b{head}"]
    return {k: v.astype(np.float32) for k, v in p.items()}
