"""Compile Interface Builder documents with `nibcat ibtool`, with rules_apple's command lines.

Every action reads only its declared inputs (the document and nibcat) and writes only into its
declared outputs, so it runs in Bazel's sandbox and on remote-execution workers. Tree artifacts
hold what ibtool writes as folders; nibcat stages its output beside the final name, so each
output's folder is itself declared (the staging stays inside it).
"""

_TOOLCHAIN = "@nibcat_rules//:toolchain_type"

# rules_apple's xctoolrunner adds these to every ibtool call it runs.
_REPORT_ARGUMENTS = [
    "--errors",
    "--warnings",
    "--notices",
    "--auto-activate-custom-fonts",
    "--output-format",
    "human-readable-text",
]

def _nibcat_toolchain_impl(ctx):
    return [platform_common.ToolchainInfo(nibcat = ctx.file.nibcat)]

nibcat_toolchain = rule(
    implementation = _nibcat_toolchain_impl,
    attrs = {
        "nibcat": attr.label(
            mandatory = True,
            allow_single_file = True,
            executable = True,
            cfg = "exec",
            doc = "A nibcat binary built with a static Swift runtime (Scripts/build-static.sh).",
        ),
    },
    doc = "Supplies the nibcat binary the IB rules run.",
)

def _platform_arguments(ctx):
    """rules_apple's arguments for every ibtool action, after the report's."""
    arguments = list(_REPORT_ARGUMENTS)
    if ctx.attr.minimum_os_version:
        arguments += ["--minimum-deployment-target", ctx.attr.minimum_os_version]
    for family in ctx.attr.families:
        arguments += ["--target-device", family]
    return arguments

def _compile_arguments(ctx):
    arguments = _platform_arguments(ctx)
    if ctx.attr.module:
        arguments += ["--module", ctx.attr.module]
    return arguments

def _without_extension(src):
    path = src.short_path if not src.short_path.startswith("../") else src.basename
    return path[:-(len(src.extension) + 1)]

def _lproj(src):
    parent = src.dirname.split("/")[-1]
    return parent if parent.endswith(".lproj") else None

def _nibcat(ctx):
    return ctx.toolchains[_TOOLCHAIN].nibcat

def _ib_xibs_impl(ctx):
    nibcat = _nibcat(ctx)
    outputs = []
    for src in ctx.files.srcs:
        # rules_apple: `ibtool --compile OUT/Name.nib Name.xib`, OUT a tree artifact.
        folder = ctx.actions.declare_directory("%s/%s" % (ctx.label.name, _without_extension(src)))
        nib = "%s/%s.nib" % (folder.path, src.basename[:-len(".xib")])
        ctx.actions.run(
            executable = nibcat,
            arguments = ["ibtool", "--compile", nib] + _compile_arguments(ctx) + [src.path],
            inputs = [src],
            outputs = [folder],
            mnemonic = "XibCompile",
            progress_message = "Compiling %s" % src.short_path,
        )
        outputs.append(folder)
    return [DefaultInfo(files = depset(outputs))]

def _ib_storyboards_impl(ctx):
    nibcat = _nibcat(ctx)
    compiled = []
    for src in ctx.files.srcs:
        # rules_apple: `ibtool --compilation-directory DIR Name.storyboard`, which writes
        # DIR/Name.storyboardc. DIR is the tree artifact, named after the document's .lproj
        # folder when it has one, so that the link places it under that folder.
        lproj = _lproj(src)
        path = "%s/compiled/%s" % (ctx.label.name, _without_extension(src))
        folder = ctx.actions.declare_directory(path + "/" + lproj if lproj else path)
        ctx.actions.run(
            executable = nibcat,
            arguments = ["ibtool", "--compilation-directory", folder.path] + _compile_arguments(ctx) + [src.path],
            inputs = [src],
            outputs = [folder],
            mnemonic = "StoryboardCompile",
            progress_message = "Compiling %s" % src.short_path,
        )
        compiled.append((folder, src.basename[:-len(".storyboard")] + ".storyboardc"))

    # rules_apple: one `ibtool --link DIR A.storyboardc B.storyboardc…` over the target's
    # storyboards. The partial Info.plist (Xcode asks each compile for one) is the fragment a
    # bundling rule merges into the bundle's Info.plist.
    linked = ctx.actions.declare_directory(ctx.label.name + "/linked")
    partial_info_plist = ctx.actions.declare_file(ctx.label.name + "/partial-Info.plist")
    ctx.actions.run(
        executable = nibcat,
        arguments = ["ibtool", "--link", linked.path, "--output-partial-info-plist", partial_info_plist.path] +
                    _platform_arguments(ctx) + ["%s/%s" % (folder.path, name) for folder, name in compiled],
        inputs = [folder for folder, _ in compiled],
        outputs = [linked, partial_info_plist],
        mnemonic = "StoryboardLink",
        progress_message = "Linking the storyboards of %s" % ctx.label,
    )
    return [DefaultInfo(files = depset([linked, partial_info_plist]))]

_COMMON_ATTRS = {
    "module": attr.string(doc = "The Swift module of the target (`--module`), for customModuleProvider=\"target\"."),
    "minimum_os_version": attr.string(doc = "`--minimum-deployment-target`."),
    "families": attr.string_list(
        default = ["iphone"],
        doc = "`--target-device` for each: iphone, ipad, tv, watch, mac or vision.",
    ),
}

ib_xibs = rule(
    implementation = _ib_xibs_impl,
    attrs = dict(_COMMON_ATTRS, srcs = attr.label_list(allow_files = [".xib"], mandatory = True)),
    toolchains = [_TOOLCHAIN],
    doc = "Compiles each .xib to NAME/<path without .xib>/<Name>.nib (a tree artifact each).",
)

ib_storyboards = rule(
    implementation = _ib_storyboards_impl,
    attrs = dict(_COMMON_ATTRS, srcs = attr.label_list(allow_files = [".storyboard"], mandatory = True)),
    toolchains = [_TOOLCHAIN],
    doc = "Compiles each .storyboard and links them into NAME/linked (a tree artifact), with NAME/partial-Info.plist.",
)
