"""Bazel 4's native rules under the names its @bazel_tools loads (see nibcat_offline_shims)."""

def proto_lang_toolchain(**kwargs):
    native.proto_lang_toolchain(**kwargs)

def proto_library(**kwargs):
    native.proto_library(**kwargs)

ProtoInfo = ProtoInfo
