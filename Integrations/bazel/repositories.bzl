"""A repository holding a prebuilt `nibcat` and the toolchain that supplies it."""

_BUILD = """
load("@nibcat_rules//:defs.bzl", "nibcat_toolchain")

exports_files(["nibcat"])

nibcat_toolchain(
    name = "nibcat_toolchain",
    nibcat = ":nibcat",
)

toolchain(
    name = "toolchain",
    toolchain = ":nibcat_toolchain",
    toolchain_type = "@nibcat_rules//:toolchain_type",
)
"""

def _nibcat_binary_impl(repository_ctx):
    # $NIBCAT wins, so a CI job can hand in the binary it built; else `path`, relative to the
    # main workspace unless absolute.
    path = repository_ctx.os.environ.get("NIBCAT", repository_ctx.attr.path)
    if not path.startswith("/"):
        path = str(repository_ctx.path(Label("@//:WORKSPACE")).dirname) + "/" + path
    binary = repository_ctx.path(path)
    if not binary.exists:
        fail("no nibcat at %s: build it with Scripts/build-static.sh (a static Swift runtime, so it runs on bare workers) or set NIBCAT" % path)

    # A copy, not a symlink: the action input is then the binary's bytes, whatever the path.
    repository_ctx.execute(["cp", "-L", str(binary), "nibcat"])
    repository_ctx.execute(["chmod", "0755", "nibcat"])
    repository_ctx.file("BUILD", _BUILD)
    repository_ctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % repository_ctx.name)

nibcat_binary = repository_rule(
    implementation = _nibcat_binary_impl,
    attrs = {
        "path": attr.string(
            mandatory = True,
            doc = "The nibcat binary, absolute or relative to the main workspace.",
        ),
    },
    environ = ["NIBCAT"],
    local = True,
    doc = "Makes a prebuilt nibcat available as @<name>//:nibcat with a toolchain @<name>//:toolchain.",
)

def nibcat_offline_shims(path):
    """On Bazel 4 (Debian's bazel-bootstrap), serves rules_cc, rules_java and rules_proto from
    the shims in `path` (relative to the main workspace): every WORKSPACE build loads them
    (Bazel registers its Java toolchains), bazel-bootstrap cannot download them, and Debian's
    packaged ones are too new for Bazel 4. Newer Bazels download the real ones as before.

    Args:
      path: the `offline` folder of these rules.
    """
    version = native.bazel_version
    if version and version != "no_version" and not version.startswith("4."):
        return
    for name in ["rules_cc", "rules_java", "rules_proto"]:
        if not native.existing_rule(name):
            native.local_repository(name = name, path = "%s/%s" % (path, name))
