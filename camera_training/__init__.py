"""Offline training of the corner-index model (:mod:`camera.corner_model`).

Dev-only: nothing here is imported by the reader at run time. It draws
corner-index crops with hundreds of fonts and pip shapes, trains a small
CNN with PyTorch, and writes the ONNX file the package ships:

    python -m camera_training.train --out camera/model/corner.onnx
"""
