#!/usr/bin/env python3
"""Generate a deterministic, realistic tree of Interface Builder documents.

    gen-ib-tree.py OUTDIR [--shape generated|apps] [--count N] [--seed 1] [--images 0] [--check] [--force]

Writes about 85% .xib and 15% .storyboard files under a folder layout like a
real iOS app (Features/<Feature>/Views/, Features/<Feature>/Cells/,
Features/<Feature>/Base.lproj/, Shared/DesignSystem/..., App/Base.lproj/).
Files are 5 KB .. 100 KB (most 10-30 KB, a long tail up to ~100 KB), about
60-80 MB in total for 2000 files.  The content follows what Xcode writes:
placeholders, nested view hierarchies, constraints, outlets, actions, segues and
<resources>, with Xcode-style ids ("aBc-12-xYz") unique per file and every
reference (outlet/action/segue destination, constraint items,
initialViewController) pointing at an id present in the same file.

The class `ProfileHeaderView` is used in exactly round(count / 100) files
(at least 1), always written as customClass="ProfileHeaderView"; near-miss
names such as ProfileHeaderViewCell exist elsewhere on purpose.

--images N (default 0: none, and the tree is exactly what earlier versions of
this script wrote) also writes N image files, real PNGs (signature, IHDR, zlib
IDAT, IEND, every CRC right), and makes the documents name them:
  - loose files under Features/<Feature>/Resources/, Shared/DesignSystem/Images/
    and App/Resources/Images/: name.png + name@2x.png + name@3x.png, some with
    name~ipad.png + name@2x~ipad.png, some @2x/@3x only (and one 1x-only
    image when that is what it takes to write exactly N files);
  - image sets in App/Assets.xcassets/<Group>/ and
    Shared/DesignSystem/DesignSystem.xcassets/: name.imageset/ with a
    Contents.json listing each file's idiom and scale (1x/2x/3x, some 2x/3x
    only with Xcode's empty 1x slot, some with ipad 1x/2x files);
  - every variant's pixel size is exactly its scale times the image's point
    size (~ipad variants have their own, larger point size);
  - image names are unique (also ignoring case), so a flat bundle holds them all;
    so are the documents' names: one whose name is taken already is renamed
    after its feature (HelpWeatherView.xib), with the same contents;
  - the documents' non-system image references (image="..." on image views and
    button states, with <image name width height> in <resources>) name these
    images instead of the fixed list, and every image is named by at least one
    document, so packaging every document copies all N files.
The documents keep their structure: only the names (and sizes) of their app
images change.

--shape apps writes a tree shaped like 16 real apps' Interface Builder files instead
(issue 13: 1,390 files of 16 public apps, 21 MB, median file 7.6 KB, 90th percentile
27 KB, 99th 134 KB, largest 1.2 MB, one in ten a storyboard): --count defaults to
1390; the file sizes follow those quantiles (APPS_SIZE_QUANTILES, each file within
8% of its target when the emitters can reach it); under <App>/ each app has a
one-scene App/Base.lproj/LaunchScreen.storyboard and a Main.storyboard (the largest
file is one, with about a hundred scenes), Features/<Feature>/{Views,Cells,Base.lproj}/
and Shared/Views/; most small files are cells and small views, most big xibs view
controllers, and the other storyboards lean large.  The same content emitters write
them, so ProfileHeaderView is used in round(count / 100) files here too.  The
default shape (generated) is unchanged: same arguments, same bytes as before.
--images is not available with --shape apps.

Same --seed, --count, --shape and --images => byte-identical tree (the PNGs' IDAT
comes from this Python's zlib at level 6).  Only the standard library is
used.  The last line on stderr is machine readable:

    gen-ib-tree: files=N xib=N storyboard=N bytes=N profile_header_view_files=N seconds=S

with " images=N image_bytes=N image_names=N" appended when --images is given.

With --images, every app image reference must name a generated image and
every image must be named by a document (else exit 1: too few documents).

--check parses every generated file with xml.etree and verifies sizes, id
uniqueness and that references resolve; with --images, it also re-reads every
PNG (chunks, CRCs, pixel size against its scale) and every Contents.json; it
exits 1 on any problem.
"""

import argparse
import os
import random
import json
import re
import shutil
import struct
import sys
import time
import xml.etree.ElementTree as ET
import zlib

MARKER = ".gen-ib-tree"
MIN_SIZE = 5 * 1000
MAX_SIZE = 100 * 1000
TARGET_CLASS = "ProfileHeaderView"
TARGET_ATTR = 'customClass="ProfileHeaderView"'

IND = ["    " * i for i in range(64)]
B62 = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

# ---------------------------------------------------------------- static pools
# Everything below is fixed (independent of --seed) so that class names, modules
# and features are stable across runs.

FEATURES = [
    "Feed", "Profile", "Settings", "Checkout", "Cart", "Catalog", "Search",
    "Chat", "Notifications", "Onboarding", "Login", "Signup", "Payments",
    "Orders", "Wallet", "Maps", "Photos", "Video", "Stories", "Comments",
    "Reviews", "Events", "Calendar", "Contacts", "Friends", "Groups", "Rewards",
    "Offers", "Delivery", "Tracking", "Help", "Account", "Subscriptions",
    "Playlists", "Articles", "Weather", "Booking", "Tickets", "Inbox", "Media",
]

MODULES = ["NibApp", "FeedKit", "ProfileKit", "DesignSystem", "CheckoutKit",
           "MessagingKit", "OnboardingKit", "MediaKit"]

FEATURE_MODULE = {}
for _i, _f in enumerate(FEATURES):
    FEATURE_MODULE[_f] = {
        "Feed": "FeedKit", "Stories": "FeedKit", "Comments": "FeedKit",
        "Profile": "ProfileKit", "Account": "ProfileKit", "Friends": "ProfileKit",
        "Checkout": "CheckoutKit", "Cart": "CheckoutKit", "Payments": "CheckoutKit",
        "Wallet": "CheckoutKit", "Orders": "CheckoutKit",
        "Chat": "MessagingKit", "Inbox": "MessagingKit", "Notifications": "MessagingKit",
        "Onboarding": "OnboardingKit", "Login": "OnboardingKit", "Signup": "OnboardingKit",
        "Photos": "MediaKit", "Video": "MediaKit", "Media": "MediaKit", "Playlists": "MediaKit",
    }.get(_f, "NibApp")

NOUNS = [
    "Feed", "Profile", "Settings", "Checkout", "Cart", "Product", "Search",
    "Chat", "Message", "Notification", "Onboarding", "Login", "Signup",
    "Payment", "Order", "Wallet", "Map", "Photo", "Video", "Story", "Comment",
    "Review", "Rating", "Event", "Calendar", "Contact", "Friend", "Group",
    "Badge", "Reward", "Offer", "Coupon", "Address", "Delivery", "Tracking",
    "Help", "Account", "Subscription", "Playlist", "Article", "Weather",
    "Booking", "Ticket", "Inbox", "Media", "Timeline", "Avatar", "Banner",
    "Filter", "Category",
]
CELL_SUFFIXES = ["Cell", "SummaryCell", "DetailCell", "CollectionCell", "ListCell", "CompactCell"]
VIEW_SUFFIXES = ["View", "HeaderView", "FooterView", "CardView", "EmptyStateView",
                 "ToolbarView", "Button", "BadgeView", "SectionHeaderView"]
VC_SUFFIXES = ["ViewController", "ListViewController", "DetailViewController", "EditViewController"]
SEGUE_CLASSES = ["FadeSegue", "SlideUpSegue", "CrossDissolveSegue", "CardPresentSegue",
                 "ZoomSegue", "ReplaceRootSegue", "BottomSheetSegue", "PushNoAnimationSegue"]


def _build_class_pools():
    r = random.Random("nibcatalog-class-pool-v1")
    cells = [n + s for n in NOUNS for s in CELL_SUFFIXES]
    views = [n + s for n in NOUNS for s in VIEW_SUFFIXES]
    vcs = [n + s for n in NOUNS for s in VC_SUFFIXES]
    views.remove(TARGET_CLASS)
    cells = sorted(r.sample(cells, 110))
    views = sorted(r.sample(views, 170))
    vcs = sorted(r.sample(vcs, 112))
    # near misses for ProfileHeaderView: must never be reported by who-uses
    for near in ("ProfileHeaderViewCell",):
        if near not in cells:
            cells.append(near)
    for near in ("ProfileHeaderViewLegacy", "ProfileHeader"):
        if near not in views:
            views.append(near)
    return cells, views, vcs


CELL_CLASSES, VIEW_CLASSES, VC_CLASSES = _build_class_pools()
ALL_CLASS_COUNT = len(CELL_CLASSES) + len(VIEW_CLASSES) + len(VC_CLASSES) + len(SEGUE_CLASSES)

TOOLS = [  # (toolsVersion, IBCocoaTouchPlugin version, device line style)
    ("17701", "17703", "retina6_1"),
    ("19529", "19519", "retina6_1"),
    ("21507", "21505", "retina6_12"),
    ("22155", "22131", "retina6_12"),
    ("22505", "22504", "retina6_12"),
    ("23094", "23084", "retina6_12"),
    ("23504", "23506", "retina6_12"),
]


def esc(s):
    return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


TEXTS = [esc(t) for t in [
    "Title", "Subtitle", "Welcome back!", "Sign in", "Forgot password?",
    "Terms & Conditions", "Continue", "Cancel", "Done", "Save changes",
    "No results found", "Try again", "Followers", "Following", "Posts",
    "Edit profile", "Add to cart", "Total", "Subtotal", "Shipping",
    "Delivery address", "Order #12345", "Price: $9.99", "Don't miss out",
    "Last updated 5 min ago", "Notifications", "Privacy", "Log out",
    "Paramètres", "Übersicht", "¿Necesitas ayuda?", "設定", "🎉 Congrats",
    "\"Quoted\" text", "<none>", "Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
    "Read more", "Share", "Like", "Reply", "Show all", "Upcoming", "Today",
    "Your balance", "Recent activity", "Invite friends", "Rate us",
]]
PLACEHOLDERS = [esc(t) for t in ["Email", "Password", "Search", "Name", "Phone number",
                                 "Promo code", "Write a comment…", "City", "Card number"]]
OUTLET_BASES = {
    "label": ["titleLabel", "subtitleLabel", "nameLabel", "priceLabel", "dateLabel",
              "countLabel", "descriptionLabel", "statusLabel", "captionLabel"],
    "button": ["actionButton", "followButton", "closeButton", "moreButton", "shareButton",
               "submitButton", "retryButton", "likeButton"],
    "imageView": ["avatarImageView", "thumbnailImageView", "iconImageView", "coverImageView",
                  "badgeImageView"],
    "textField": ["emailTextField", "passwordTextField", "searchTextField", "nameTextField"],
    "switch": ["notificationsSwitch", "privacySwitch", "darkModeSwitch"],
    "segmentedControl": ["filterControl", "modeControl", "tabsControl"],
    "stackView": ["contentStackView", "buttonsStackView", "infoStackView"],
    "tableView": ["tableView", "resultsTableView"],
    "collectionView": ["collectionView", "gridCollectionView"],
    "scrollView": ["scrollView"],
    "view": ["containerView", "headerView", "cardView", "separatorView", "overlayView"],
    "activityIndicatorView": ["spinner", "loadingIndicator"],
}
ACTION_VERBS = ["didTap", "handle", "on"]
ACTION_NOUNS = ["Follow", "Close", "Share", "More", "Submit", "Retry", "Like", "Buy",
                "Login", "Edit", "Filter", "Back", "Next", "Settings", "Help"]
APP_IMAGES = ["avatar_placeholder", "logo", "icon_star", "icon_heart", "icon_cart",
              "banner_default", "empty_state", "onboarding_1", "onboarding_2",
              "Icons/chevron", "Icons/close", "Illustrations/success", "cover_default",
              "badge_verified", "map_pin"]
SYSTEM_IMAGES = ["chevron.right", "xmark", "heart", "heart.fill", "star.fill",
                 "square.and.arrow.up", "magnifyingglass", "person.crop.circle",
                 "cart", "bell", "gearshape", "plus", "ellipsis"]
IMAGE_DIMS = {}
_ri = random.Random("nibcatalog-images-v1")
for _n in APP_IMAGES:
    IMAGE_DIMS[_n] = (_ri.choice([16, 24, 32, 44, 64, 128, 240, 375]),
                      _ri.choice([16, 24, 32, 44, 64, 128, 180, 240]))
for _n in SYSTEM_IMAGES:
    IMAGE_DIMS[_n] = (_ri.randint(100, 128), _ri.randint(100, 128))

SYSTEM_COLORS = {
    "systemBackgroundColor": '<color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>',
    "secondarySystemBackgroundColor": '<color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
    "systemGroupedBackgroundColor": '<color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
    "labelColor": '<color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>',
    "secondaryLabelColor": '<color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>',
    "tertiaryLabelColor": '<color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.29803921568627451" colorSpace="custom" customColorSpace="sRGB"/>',
    "separatorColor": '<color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.28999999999999998" colorSpace="custom" customColorSpace="sRGB"/>',
    "systemBlueColor": '<color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
    "systemRedColor": '<color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
    "systemGreenColor": '<color red="0.20392156862745098" green="0.7803921568627451" blue="0.34901960784313724" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
    "systemOrangeColor": '<color red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
    "systemGray6Color": '<color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
}
SYSTEM_COLOR_NAMES = sorted(SYSTEM_COLORS)
NAMED_COLORS = {
    "BrandPrimary": (0.37254901960784315, 0.23921568627450981, 0.90980392156862744),
    "BrandSecondary": (1.0, 0.41568627450980394, 0.33333333333333331),
    "TextPrimary": (0.098039215686274508, 0.098039215686274508, 0.12156862745098039),
    "TextSecondary": (0.4392156862745098, 0.4392156862745098, 0.47843137254901963),
    "CardBackground": (0.96862745098039216, 0.96862745098039216, 0.98039215686274506),
    "Accent": (0.0, 0.70588235294117652, 0.58823529411764708),
}
NAMED_COLOR_NAMES = sorted(NAMED_COLORS)
FONT_LINES = [
    'type="system" pointSize="17"', 'type="system" pointSize="15"', 'type="system" pointSize="13"',
    'type="boldSystem" pointSize="17"', 'type="system" weight="semibold" pointSize="15"',
    'type="system" weight="medium" pointSize="14"', 'type="system" pointSize="12"',
    'style="UICTFontTextStyleBody"', 'style="UICTFontTextStyleHeadline"',
    'style="UICTFontTextStyleCaption1"', 'style="UICTFontTextStyleSubhead"',
    'style="UICTFontTextStyleTitle2"',
]
LEAF_KINDS = ["label"] * 9 + ["button"] * 5 + ["imageView"] * 4 + ["textField"] * 2 + \
    ["switch", "segmentedControl", "activityIndicatorView", "tableView", "collectionView"]
CONTAINER_KINDS = ["view"] * 5 + ["stackView"] * 4 + ["scrollView"]


def fnum(v):
    """Number as Xcode writes it in frames/constants: 0.0, 16, 43.5"""
    if v == 0:
        return "0.0"
    if v == int(v):
        return str(int(v))
    return "%g" % v


def f17(v):
    if v == 0:
        return "0.0"
    if v == 1:
        return "1"
    return "%.17g" % v


class Doc:
    """Emits one IB document into a list of lines, tracking its size."""

    def __init__(self, rng, module, phv_uses, picker=None):
        self.rng = rng
        self.picker = picker          # DocImages with --images, else None
        self.module = module
        self.ids = set()
        self.out = []
        self.size = 0
        self.images = {}
        self.sys_colors = {}
        self.named_colors = {}
        self.phv_left = phv_uses      # ProfileHeaderView usages still to place
        self.uses_safe_area = False

    # -- basics
    def nid(self):
        rng = self.rng
        while True:
            n = rng.getrandbits(48)
            c = []
            for _ in range(8):
                n, m = divmod(n, 62)
                c.append(B62[m])
            s = "%s%s%s-%s%s-%s%s%s" % tuple(c)
            if s not in self.ids:
                self.ids.add(s)
                return s

    def add(self, d, s):
        line = IND[d] + s + "\n"
        self.out.append(line)
        self.size += len(line)

    def data_source_and_delegate(self, d, target):
        """The <connections> of a table or collection view whose data source and delegate are target."""
        self.add(d, "<connections>")
        self.add(d + 1, '<outlet property="dataSource" destination="%s" id="%s"/>' % (target, self.nid()))
        self.add(d + 1, '<outlet property="delegate" destination="%s" id="%s"/>' % (target, self.nid()))
        self.add(d, "</connections>")

    def custom(self, cls, module=None, provider=None):
        """customClass/customModule/customModuleProvider attributes."""
        rng = self.rng
        if module is None:
            module = self.module if rng.random() < 0.85 else rng.choice(MODULES)
        if provider is None:
            provider = rng.random() < 0.8
        s = ' customClass="%s" customModule="%s"' % (cls, module)
        if provider:
            s += ' customModuleProvider="target"'
        return s

    def color(self, key, kind=None):
        rng = self.rng
        r = rng.random() if kind is None else kind
        if r < 0.45:
            name = rng.choice(SYSTEM_COLOR_NAMES)
            self.sys_colors[name] = True
            return '<color key="%s" systemColor="%s"/>' % (key, name)
        if r < 0.65:
            name = rng.choice(NAMED_COLOR_NAMES)
            self.named_colors[name] = True
            return '<color key="%s" name="%s"/>' % (key, name)
        if r < 0.8:
            return '<color key="%s" white="%s" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>' % (
                key, f17(rng.randint(0, 255) / 255))
        return '<color key="%s" red="%s" green="%s" blue="%s" alpha="%s" colorSpace="custom" customColorSpace="sRGB"/>' % (
            key, f17(rng.randint(0, 255) / 255), f17(rng.randint(0, 255) / 255),
            f17(rng.randint(0, 255) / 255), "1" if rng.random() < 0.85 else f17(rng.randint(20, 99) / 100))

    def image(self):
        rng = self.rng
        if rng.random() < 0.4:
            name = rng.choice(SYSTEM_IMAGES)
            self.images[name] = True
            return 'image="%s" catalog="system"' % name
        name = rng.choice(APP_IMAGES)
        if self.picker is not None:
            # same draws from rng as without --images: the document keeps its structure
            name = self.picker.pick()
        self.images[name] = True
        return 'image="%s"' % name

    def rect(self, d, w=None, h=None):
        rng = self.rng
        x = rng.choice([0, 0, 8, 16, 16, 20, 24, rng.randint(0, 300)])
        y = rng.choice([0, rng.randint(0, 700), rng.randint(0, 120) + 0.5])
        if w is None:
            w = rng.choice([375, 343, 390, 358, 160, 120, 44, rng.randint(20, 390)])
        if h is None:
            h = rng.choice([21, 20.5, 30, 44, 48, 64, 128, rng.randint(10, 400)])
        self.add(d, '<rect key="frame" x="%s" y="%s" width="%s" height="%s"/>' % (
            fnum(x), fnum(y), fnum(w), fnum(h)))

    def own_constraints(self, d, attrs):
        self.add(d, "<constraints>")
        for a in attrs:
            rng = self.rng
            extra = ""
            if rng.random() < 0.15:
                extra = ' relation="greaterThanOrEqual"'
            self.add(d + 1, '<constraint firstAttribute="%s"%s constant="%s" id="%s"/>' % (
                a, extra, fnum(rng.choice([20, 24, 28, 32, 40, 44, 48, 56, 64, 80, 120, 200])), self.nid()))
        self.add(d, "</constraints>")


class Ctx:
    """Where outlets/actions of the current object graph go."""
    __slots__ = ("outlets", "action_target", "outlet_names", "segue_dests",
                 "exit_id", "embed_dests", "storyboard")

    def __init__(self, action_target, storyboard=False):
        self.outlets = []          # (property, destination)
        self.outlet_names = set()
        self.action_target = action_target
        self.segue_dests = []
        self.exit_id = None
        self.embed_dests = []
        self.storyboard = storyboard

    def outlet(self, rng, kind, dest, p=0.5):
        if rng.random() >= p:
            return
        base = rng.choice(OUTLET_BASES[kind])
        name = base
        n = 2
        while name in self.outlet_names:
            name = "%s%d" % (base, n)
            n += 1
        self.outlet_names.add(name)
        self.outlets.append((name, dest))


class Gen:
    def __init__(self, doc):
        self.doc = doc
        self.rng = doc.rng

    # ------------------------------------------------------------ connections
    def segue_line(self, ctx):
        """A segue from a control in a storyboard scene, or None."""
        rng = self.rng
        doc = self.doc
        if not ctx.storyboard or not ctx.segue_dests:
            return None
        r = rng.random()
        if r < 0.12 and ctx.exit_id:
            act = "unwindTo%s" % rng.choice(NOUNS)
            return '<segue destination="%s" kind="unwind" identifier="%s" unwindAction="%s:" id="%s"/>' % (
                ctx.exit_id, act, act, doc.nid())
        dest = rng.choice(ctx.segue_dests)
        ident = "show%s" % rng.choice(NOUNS)
        if r < 0.65:
            return '<segue destination="%s" kind="show" identifier="%s" id="%s"/>' % (dest, ident, doc.nid())
        if r < 0.88:
            style = rng.choice(["fullScreen", "pageSheet", "formSheet", "overFullScreen"])
            return '<segue destination="%s" kind="presentation" identifier="%s" modalPresentationStyle="%s" id="%s"/>' % (
                dest, ident, style, doc.nid())
        cls = rng.choice(SEGUE_CLASSES)
        return '<segue destination="%s" kind="custom" identifier="%s"%s id="%s"/>' % (
            dest, ident, doc.custom(cls), doc.nid())

    def control_connections(self, d, ctx, event, want_segue=False):
        rng = self.rng
        doc = self.doc
        lines = []
        if ctx.action_target and rng.random() < 0.75:
            sel = "%s%s:" % (rng.choice(ACTION_VERBS), rng.choice(ACTION_NOUNS))
            lines.append('<action selector="%s" destination="%s" eventType="%s" id="%s"/>' % (
                sel, ctx.action_target, event, doc.nid()))
        if want_segue:
            s = self.segue_line(ctx)
            if s:
                lines.append(s)
        if lines:
            doc.add(d, "<connections>")
            for ln in lines:
                doc.add(d + 1, ln)
            doc.add(d, "</connections>")

    # ------------------------------------------------------------ leaf views
    def leaf(self, d, kind, ctx):
        doc = self.doc
        rng = self.rng
        vid = doc.nid()
        tam = ' translatesAutoresizingMaskIntoConstraints="NO"'
        fixed = rng.random() < 0.08
        if fixed:
            tam = ' fixedFrame="YES"' + tam
        if kind == "label":
            lines = ' numberOfLines="0"' if rng.random() < 0.3 else ""
            doc.add(d, '<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="%s" textAlignment="%s"%s lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO"%s id="%s">' % (
                rng.choice(TEXTS), rng.choice(["natural", "natural", "center", "right"]), lines, tam, vid))
            doc.rect(d + 1)
            if fixed:
                doc.add(d + 1, '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>')
            doc.add(d + 1, '<fontDescription key="fontDescription" %s/>' % rng.choice(FONT_LINES))
            if rng.random() < 0.6:
                doc.add(d + 1, doc.color("textColor"))
            else:
                doc.add(d + 1, '<nil key="textColor"/>')
            doc.add(d + 1, '<nil key="highlightedColor"/>')
            doc.add(d, "</label>")
        elif kind == "button":
            doc.add(d, '<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="%s" lineBreakMode="middleTruncation"%s id="%s">' % (
                rng.choice(["system", "system", "roundedRect", "custom"]), tam, vid))
            doc.rect(d + 1, h=rng.choice([30, 34, 44, 48, 50]))
            if rng.random() < 0.3:
                doc.own_constraints(d + 1, ["height"])
            if rng.random() < 0.6:
                doc.add(d + 1, '<fontDescription key="fontDescription" %s/>' % rng.choice(FONT_LINES))
            if rng.random() < 0.25:
                doc.add(d + 1, '<inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="8" maxY="0.0"/>')
            img = (" " + doc.image()) if rng.random() < 0.4 else ""
            doc.add(d + 1, '<state key="normal" title="%s"%s>' % (rng.choice(TEXTS), img))
            doc.add(d + 2, doc.color("titleColor"))
            doc.add(d + 1, "</state>")
            if rng.random() < 0.3:
                doc.add(d + 1, '<state key="highlighted" title="%s"/>' % rng.choice(TEXTS))
            if rng.random() < 0.15:
                doc.add(d + 1, '<state key="disabled" %s/>' % doc.image())
            self.control_connections(d + 1, ctx, "touchUpInside", want_segue=rng.random() < 0.5)
            doc.add(d, "</button>")
        elif kind == "imageView":
            doc.add(d, '<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="%s" horizontalHuggingPriority="251" verticalHuggingPriority="251" %s%s id="%s">' % (
                rng.choice(["scaleAspectFill", "scaleAspectFit", "scaleToFill", "center"]), doc.image(), tam, vid))
            doc.rect(d + 1, w=rng.choice([24, 32, 40, 64, 88, 375]), h=rng.choice([24, 32, 40, 64, 88, 200]))
            if fixed:
                doc.add(d + 1, '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>')
            if rng.random() < 0.7:
                doc.own_constraints(d + 1, ["width", "height"] if rng.random() < 0.7 else ["height"])
            if rng.random() < 0.2:
                doc.add(d + 1, doc.color("tintColor"))
            doc.add(d, "</imageView>")
        elif kind == "textField":
            doc.add(d, '<textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="%s" textAlignment="natural" minimumFontSize="17"%s id="%s">' % (
                rng.choice(PLACEHOLDERS), tam, vid))
            doc.rect(d + 1, h=rng.choice([34, 44]))
            doc.add(d + 1, '<fontDescription key="fontDescription" type="system" pointSize="14"/>')
            doc.add(d + 1, '<textInputTraits key="textInputTraits" %s/>' % rng.choice([
                'autocorrectionType="no" keyboardType="emailAddress" textContentType="email"',
                'secureTextEntry="YES" textContentType="password"',
                'returnKeyType="search"', 'autocapitalizationType="words" textContentType="name"',
                'keyboardType="phonePad" textContentType="tel"']))
            self.control_connections(d + 1, ctx, rng.choice(["editingChanged", "editingDidEnd", "editingDidEndOnExit"]))
            doc.add(d, "</textField>")
        elif kind == "switch":
            doc.add(d, '<switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="%s"%s id="%s">' % (
                rng.choice(["YES", "NO"]), tam, vid))
            doc.rect(d + 1, w=51, h=31)
            if rng.random() < 0.5:
                doc.add(d + 1, doc.color("onTintColor"))
            self.control_connections(d + 1, ctx, "valueChanged")
            doc.add(d, "</switch>")
        elif kind == "segmentedControl":
            doc.add(d, '<segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0"%s id="%s">' % (tam, vid))
            doc.rect(d + 1, h=32)
            doc.add(d + 1, "<segments>")
            for _ in range(rng.randint(2, 4)):
                doc.add(d + 2, '<segment title="%s"/>' % rng.choice(TEXTS))
            doc.add(d + 1, "</segments>")
            self.control_connections(d + 1, ctx, "valueChanged")
            doc.add(d, "</segmentedControl>")
        elif kind == "activityIndicatorView":
            doc.add(d, '<activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="%s"%s id="%s">' % (
                rng.choice(["medium", "large"]), tam, vid))
            doc.rect(d + 1, w=20, h=20)
            doc.add(d, "</activityIndicatorView>")
        elif kind == "tableView":
            doc.add(d, '<tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="%s" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1"%s id="%s">' % (
                rng.choice(["plain", "grouped", "insetGrouped"]), tam, vid))
            doc.rect(d + 1)
            doc.add(d + 1, doc.color("backgroundColor", 0.0))
            if ctx.action_target:
                doc.data_source_and_delegate(d + 1, ctx.action_target)
            doc.add(d, "</tableView>")
        elif kind == "collectionView":
            doc.add(d, '<collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none"%s id="%s">' % (tam, vid))
            doc.rect(d + 1)
            doc.add(d + 1, doc.color("backgroundColor", 0.0))
            self.flow_layout(d + 1)
            if ctx.action_target:
                doc.data_source_and_delegate(d + 1, ctx.action_target)
            doc.add(d, "</collectionView>")
        else:
            raise ValueError(kind)
        ctx.outlet(rng, kind, vid, 0.45)
        return vid

    def flow_layout(self, d):
        doc = self.doc
        rng = self.rng
        doc.add(d, '<collectionViewFlowLayout key="collectionViewLayout" %sminimumLineSpacing="%s" minimumInteritemSpacing="%s" id="%s">' % (
            'scrollDirection="horizontal" ' if rng.random() < 0.3 else "",
            rng.choice([0, 8, 10, 12, 16]), rng.choice([0, 8, 10]), doc.nid()))
        doc.add(d + 1, '<size key="itemSize" width="%s" height="%s"/>' % (rng.choice([50, 128, 160, 343]), rng.choice([50, 128, 200])))
        doc.add(d + 1, '<size key="headerReferenceSize" width="0.0" height="0.0"/>')
        doc.add(d + 1, '<size key="footerReferenceSize" width="0.0" height="0.0"/>')
        doc.add(d + 1, '<inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>')
        doc.add(d, "</collectionViewFlowLayout>")

    # ------------------------------------------------------------ containers
    def children(self, d, parent_id, budget, level, ctx, guide=None, stack=False,
                 force_phv=False):
        """<subviews> + returns constraint lines for the parent."""
        doc = self.doc
        rng = self.rng
        start = doc.size
        kids = []
        doc.add(d, "<subviews>")
        max_kids = rng.randint(3, 12)
        while True:
            # constraints pinning each kid are written after </subviews>: count them now
            used = doc.size - start + (0 if stack else 460 * len(kids))
            remaining = budget - used
            if kids and (remaining <= 0 or len(kids) >= max_kids):
                break
            if force_phv and doc.phv_left > 0:
                cb = max(1500, min(remaining, rng.randint(2000, 9000)))
                kids.append(self.container(d + 1, "view", cb, level + 1, ctx, phv=True))
                force_phv = False
                continue
            p_cont = 0.0 if level >= 7 else (0.75 if remaining > 9000 else 0.3 if remaining > 2500 else 0.05)
            if len(kids) == max_kids - 1 and remaining > 4000 and level < 7:
                p_cont = 1.0     # last slot absorbs what is left
            if rng.random() < p_cont:
                kind = rng.choice(CONTAINER_KINDS)
                if ctx.storyboard and ctx.embed_dests and rng.random() < 0.08:
                    kind = "containerView"
                if len(kids) == max_kids - 1:
                    cb = remaining
                else:
                    cb = rng.randint(min(1500, remaining), max(1500, int(remaining * 0.7)))
                phv = doc.phv_left > 0 and kind == "view" and rng.random() < 0.3
                kids.append(self.container(d + 1, kind, cb, level + 1, ctx, phv=phv))
            else:
                kids.append(self.leaf(d + 1, rng.choice(LEAF_KINDS), ctx))
        doc.add(d, "</subviews>")
        if stack:
            return []
        # constraints that pin the children to the parent / guide / siblings
        cons = []
        outer = guide or parent_id
        prev = None
        for i, k in enumerate(kids):
            c = rng.choice([0, 8, 12, 16, 16, 20, 24])
            r = rng.random()
            if r < 0.7:
                cons.append('<constraint firstItem="%s" firstAttribute="leading" secondItem="%s" secondAttribute="leading" constant="%s" id="%s"/>' % (
                    k, outer, fnum(c), doc.nid()))
                cons.append('<constraint firstAttribute="trailing" secondItem="%s" secondAttribute="trailing" constant="%s" id="%s"/>' % (
                    k, fnum(c), doc.nid()) if outer == parent_id else
                    '<constraint firstItem="%s" firstAttribute="trailing" secondItem="%s" secondAttribute="trailing" constant="%s" id="%s"/>' % (
                    outer, k, fnum(c), doc.nid()))
            elif r < 0.85:
                cons.append('<constraint firstItem="%s" firstAttribute="centerX" secondItem="%s" secondAttribute="centerX" id="%s"/>' % (
                    k, parent_id, doc.nid()))
            else:
                cons.append('<constraint firstItem="%s" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="%s" secondAttribute="trailing" constant="8" id="%s"/>' % (
                    k, prev or outer, doc.nid()))
                cons.append('<constraint firstItem="%s" firstAttribute="width" secondItem="%s" secondAttribute="width" multiplier="0.5" id="%s"/>' % (
                    k, parent_id, doc.nid()))
            if prev is None:
                cons.append('<constraint firstItem="%s" firstAttribute="top" secondItem="%s" secondAttribute="top" constant="%s" id="%s"/>' % (
                    k, outer, fnum(c), doc.nid()))
            else:
                pr = ' priority="750"' if rng.random() < 0.1 else ""
                cons.append('<constraint firstItem="%s" firstAttribute="top" secondItem="%s" secondAttribute="bottom" constant="%s"%s id="%s"/>' % (
                    k, prev, fnum(rng.choice([4, 8, 8, 12, 16])), pr, doc.nid()))
            if i == len(kids) - 1:
                cons.append('<constraint firstItem="%s" firstAttribute="bottom" secondItem="%s" secondAttribute="bottom" constant="%s" id="%s"/>' % (
                    outer, k, fnum(c), doc.nid()))
            prev = k
        return cons

    def emit_constraints(self, d, cons):
        if not cons:
            return
        doc = self.doc
        doc.add(d, "<constraints>")
        for c in cons:
            doc.add(d + 1, c)
        doc.add(d, "</constraints>")

    def container(self, d, kind, budget, level, ctx, phv=False, key=None, root=False,
                  custom=None, force_phv=False):
        """view / stackView / scrollView / containerView with children."""
        doc = self.doc
        rng = self.rng
        vid = doc.nid()
        keyattr = ' key="%s"' % key if key else ""
        cust = custom or ""
        if phv and doc.phv_left > 0:
            doc.phv_left -= 1
            cust = doc.custom(TARGET_CLASS, module="ProfileKit",
                              provider=doc.module == "ProfileKit" or rng.random() < 0.5)
        elif not cust and kind == "view" and rng.random() < 0.25:
            cust = doc.custom(rng.choice(VIEW_CLASSES))
        tam = "" if root else ' translatesAutoresizingMaskIntoConstraints="NO"'
        if kind == "view":
            doc.add(d, '<view%s contentMode="scaleToFill"%s id="%s"%s>' % (keyattr, tam, vid, cust))
        elif kind == "stackView":
            doc.add(d, '<stackView opaque="NO" contentMode="scaleToFill" axis="%s" %sspacing="%s"%s id="%s">' % (
                rng.choice(["vertical", "vertical", "horizontal"]),
                rng.choice(["", 'distribution="fillEqually" ', 'alignment="center" ', 'alignment="top" ']),
                rng.choice([0, 4, 8, 12, 16]), tam, vid))
        elif kind == "scrollView":
            doc.add(d, '<scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill"%s id="%s">' % (tam, vid))
        elif kind == "containerView":
            doc.add(d, '<containerView opaque="NO" contentMode="scaleToFill"%s id="%s">' % (tam, vid))
        if root:
            doc.add(d + 1, '<rect key="frame" x="0.0" y="0.0" width="%s" height="%s"/>' % (
                rng.choice([375, 390, 393, 414]), rng.choice([667, 812, 844, 852, 896])))
        else:
            doc.rect(d + 1)
        if root:
            doc.add(d + 1, '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>')
        cons = []
        conns = []
        if kind == "containerView":
            dest = rng.choice(ctx.embed_dests)
            conns.append('<segue destination="%s" kind="embed" identifier="embed%s" id="%s"/>' % (
                dest, rng.choice(NOUNS), doc.nid()))
        elif kind == "scrollView":
            content_guide = doc.nid()
            frame_guide = doc.nid()
            doc.add(d + 1, "<subviews>")
            inner = self.container(d + 2, "view", budget - 900, level + 1, ctx)
            doc.add(d + 1, "</subviews>")
            for a in ("top", "leading", "trailing", "bottom"):
                cons.append('<constraint firstItem="%s" firstAttribute="%s" secondItem="%s" secondAttribute="%s" id="%s"/>' % (
                    inner, a, content_guide, a, doc.nid()))
            cons.append('<constraint firstItem="%s" firstAttribute="width" secondItem="%s" secondAttribute="width" id="%s"/>' % (
                inner, frame_guide, doc.nid()))
        else:
            guide = None
            if root:
                guide = doc.nid()
            if budget > 600:
                cons = self.children(d + 1, vid, budget - 500, level, ctx, guide=guide,
                                     stack=(kind == "stackView"), force_phv=force_phv)
            if root:
                doc.uses_safe_area = True
                doc.add(d + 1, '<viewLayoutGuide key="safeArea" id="%s"/>' % guide)
        if kind == "scrollView":
            doc.add(d + 1, '<viewLayoutGuide key="contentLayoutGuide" id="%s"/>' % content_guide)
            doc.add(d + 1, '<viewLayoutGuide key="frameLayoutGuide" id="%s"/>' % frame_guide)
        if kind in ("view", "stackView") and (root or rng.random() < 0.6):
            doc.add(d + 1, doc.color("backgroundColor"))
        self.emit_constraints(d + 1, cons)
        if conns:
            doc.add(d + 1, "<connections>")
            for c in conns:
                doc.add(d + 2, c)
            doc.add(d + 1, "</connections>")
        doc.add(d, "</%s>" % kind)
        if kind in OUTLET_BASES and not root:
            ctx.outlet(rng, kind, vid, 0.3)
        return vid

    # ------------------------------------------------------------ cells
    def cell(self, d, kind, budget, ctx, cls, top_level, reuse=None, force_phv=False):
        """tableViewCell / collectionViewCell with a content view."""
        doc = self.doc
        rng = self.rng
        cid = doc.nid()
        cust = doc.custom(cls) if cls else ""
        reuse = ' reuseIdentifier="%s"' % (reuse or cls or "Cell")
        content = doc.nid()
        cctx = Ctx(cid if cls else ctx.action_target, ctx.storyboard)
        cctx.segue_dests = ctx.segue_dests
        cctx.exit_id = ctx.exit_id
        if kind == "tableViewCell":
            h = rng.choice([44, 60, 72, 88, 120])
            doc.add(d, '<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="%s" indentationWidth="10"%s id="%s"%s>' % (
                rng.choice(["default", "none"]), reuse, cid, cust))
            doc.add(d + 1, '<rect key="frame" x="0.0" y="0.0" width="375" height="%s"/>' % h)
            doc.add(d + 1, '<autoresizingMask key="autoresizingMask"/>')
            doc.add(d + 1, '<tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="%s" id="%s">' % (cid, content))
            end = "</tableViewCellContentView>"
        else:
            w = rng.choice([50, 128, 160, 343])
            h = rng.choice([50, 128, 200])
            doc.add(d, '<collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"%s id="%s"%s>' % (reuse, cid, cust))
            doc.add(d + 1, '<rect key="frame" x="0.0" y="0.0" width="%s" height="%s"/>' % (w, h))
            doc.add(d + 1, '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>')
            doc.add(d + 1, '<collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="%s">' % content)
            end = "</collectionViewCellContentView>"
        doc.add(d + 2, '<rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>')
        doc.add(d + 2, '<autoresizingMask key="autoresizingMask"/>')
        cons = self.children(d + 2, content, max(budget - 1500, 400), 1, cctx,
                             force_phv=force_phv)
        self.emit_constraints(d + 2, cons)
        doc.add(d + 1, end)
        if top_level:
            doc.add(d + 1, '<viewLayoutGuide key="safeArea" id="%s"/>' % doc.nid())
            doc.uses_safe_area = True
        if cls and cctx.outlets:
            self.outlets_block(d + 1, cctx.outlets)
        if top_level:
            doc.add(d + 1, '<point key="canvasLocation" x="%s" y="%s"/>' % (rng.randint(-200, 900), rng.randint(-300, 900)))
        doc.add(d, "</%s>" % kind)
        return cid

    def outlets_block(self, d, outlets, extra=()):
        doc = self.doc
        doc.add(d, "<connections>")
        for name, dest in sorted(outlets):
            doc.add(d + 1, '<outlet property="%s" destination="%s" id="%s"/>' % (name, dest, doc.nid()))
        for e in extra:
            doc.add(d + 1, e)
        doc.add(d, "</connections>")


# ---------------------------------------------------------------- documents

def header(doc, storyboard, tools, initial=None):
    tv, plug, device = tools
    typ = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" if storyboard else "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    init = ' initialViewController="%s"' % initial if initial else ""
    h = ['<?xml version="1.0" encoding="UTF-8"?>\n',
         '<document type="%s" version="3.0" toolsVersion="%s" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"%s>\n' % (typ, tv, init),
         '    <device id="%s" orientation="portrait" appearance="light"/>\n' % device,
         "    <dependencies>\n",
         '        <deployment identifier="iOS"/>\n',
         '        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="%s"/>\n' % plug]
    if doc.named_colors:
        h.append('        <capability name="Named colors" minToolsVersion="9.0"/>\n')
    if doc.uses_safe_area:
        h.append('        <capability name="Safe area layout guides" minToolsVersion="9.0"/>\n')
    if doc.sys_colors:
        h.append('        <capability name="System colors in document resources" minToolsVersion="11.0"/>\n')
    h.append('        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>\n')
    h.append("    </dependencies>\n")
    return h


def resources(doc):
    if not (doc.images or doc.named_colors or doc.sys_colors):
        return []
    r = ["    <resources>\n"]
    for name in sorted(doc.images):
        w, h = IMAGE_DIMS[name] if name in IMAGE_DIMS else doc.picker.dims[name]
        cat = ' catalog="system"' if name in SYSTEM_IMAGES else ""
        r.append('        <image name="%s"%s width="%s" height="%s"/>\n' % (name, cat, w, h))
    for name in sorted(doc.named_colors):
        cr, cg, cb = NAMED_COLORS[name]
        r.append('        <namedColor name="%s">\n' % name)
        r.append('            <color red="%s" green="%s" blue="%s" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>\n' % (
            f17(cr), f17(cg), f17(cb)))
        r.append("        </namedColor>\n")
    for name in sorted(doc.sys_colors):
        r.append('        <systemColor name="%s">\n' % name)
        r.append("            %s\n" % SYSTEM_COLORS[name])
        r.append("        </systemColor>\n")
    r.append("    </resources>\n")
    return r


def make_xib(rng, spec, target):
    """spec: dict(kind, cls, module, phv, tools)."""
    doc = Doc(rng, spec["module"], spec["phv"], spec.get("picker"))
    g = Gen(doc)
    kind = spec["kind"]
    cls = spec["cls"]
    owner_cls = None
    d = 2
    root_ids = []
    owner_outlets = []
    if kind == "vc":
        owner_cls = cls
        ctx = Ctx("-1")
        rid = g.container(d, "view", target - 1500, 0, ctx, root=True,
                          force_phv=doc.phv_left > 0)
        owner_outlets = ctx.outlets + [("view", rid)]
        root_ids.append(rid)
    elif kind in ("tableViewCell", "collectionViewCell"):
        if rng.random() < 0.3:
            owner_cls = rng.choice(VC_CLASSES)
        ctx = Ctx("-1" if owner_cls else None)
        root_ids.append(g.cell(d, kind, target - 1200, ctx, cls, True,
                               force_phv=doc.phv_left > 0))
    else:  # custom view xib (root view has the class)
        phv_root = cls == TARGET_CLASS
        if phv_root:
            doc.phv_left = 0   # a view never contains itself
        if rng.random() < 0.2:
            owner_cls = rng.choice(VC_CLASSES)
        ctx = Ctx("-1" if owner_cls else None)
        vctx = Ctx(None)
        rid_holder = []
        # outlets of a custom root view live on the root view itself; emit the
        # root by hand so its <connections> can come after the children.
        rid = doc.nid()
        vctx.action_target = rid
        cust = doc.custom(cls, module="ProfileKit" if phv_root else None)
        doc.add(d, '<view contentMode="scaleToFill" id="%s"%s>' % (rid, cust))
        doc.add(d + 1, '<rect key="frame" x="0.0" y="0.0" width="%s" height="%s"/>' % (
            rng.choice([375, 390, 414]), rng.choice([44, 88, 120, 200, 240, 320])))
        doc.add(d + 1, '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>')
        guide = doc.nid()
        cons = g.children(d + 1, rid, target - 1500, 0, vctx, guide=guide,
                          force_phv=doc.phv_left > 0)
        doc.add(d + 1, '<viewLayoutGuide key="safeArea" id="%s"/>' % guide)
        doc.uses_safe_area = True
        doc.add(d + 1, doc.color("backgroundColor"))
        g.emit_constraints(d + 1, cons)
        if vctx.outlets:
            g.outlets_block(d + 1, vctx.outlets)
        doc.add(d + 1, '<point key="canvasLocation" x="%s" y="%s"/>' % (rng.randint(-200, 900), rng.randint(-300, 900)))
        doc.add(d, "</view>")
        root_ids.append(rid)
        rid_holder.append(rid)
        if owner_cls:
            owner_outlets = ctx.outlets + [("contentView", rid)]
    # more top-level objects until the target size is reached
    extra = 0
    while doc.size < target - 1500 and extra < 6:
        extra += 1
        ectx = Ctx("-1" if owner_cls else None)
        r = rng.random()
        if r < 0.5:
            root_ids.append(g.container(d, rng.choice(["view", "view", "stackView"]),
                                        min(target - doc.size, rng.randint(6000, 30000)), 0, ectx, root=True))
        else:
            root_ids.append(g.cell(d, rng.choice(["tableViewCell", "collectionViewCell"]),
                                   min(target - doc.size, rng.randint(4000, 20000)), ectx,
                                   rng.choice(CELL_CLASSES), True))
        if owner_cls:
            owner_outlets += ectx.outlets
    body = doc.out
    doc.out = []
    doc.size = 0
    # placeholders, now that outlet destinations are known
    if owner_cls:
        doc.add(2, '<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner"%s>' % doc.custom(owner_cls))
        g.outlets_block(3, owner_outlets)
        doc.add(2, "</placeholder>")
    else:
        doc.add(2, '<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner"/>')
    doc.add(2, '<placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>')
    parts = header(doc, False, spec["tools"])
    parts.append("    <objects>\n")
    parts.extend(doc.out)
    parts.extend(body)
    parts.append("    </objects>\n")
    parts.extend(resources(doc))
    parts.append("</document>\n")
    return "".join(parts), spec["phv"] - doc.phv_left


def make_storyboard(rng, spec, target):
    doc = Doc(rng, spec["module"], spec["phv"], spec.get("picker"))
    g = Gen(doc)
    # --shape apps: a launch screen is one scene; a big storyboard has many scenes, not big ones
    n = max(2, min(spec.get("max_scenes", 14), int(target // rng.randint(6000, 12000)) + 1))
    if spec.get("launch"):
        n = 1
    # plan scenes: (scene kind, vc id)
    kinds = []
    for i in range(n):
        r = rng.random()
        if i == 0 and n >= 3 and rng.random() < 0.6:
            kinds.append("navigationController")
        elif r < 0.6:
            kinds.append("viewController")
        elif r < 0.85:
            kinds.append("tableViewController")
        else:
            kinds.append("collectionViewController")
    if spec.get("launch"):
        kinds = ["viewController"]
    vc_ids = [doc.nid() for _ in range(n)]
    content_scenes = [i for i in range(n) if kinds[i] != "navigationController"]
    plain_vcs = [i for i in range(n) if kinds[i] == "viewController"]
    per_scene = max(1500, (target - 1500) // max(1, len(content_scenes)))
    initial = vc_ids[0]
    scenes = []
    vc_classes = rng.sample(VC_CLASSES, n)
    for i in range(n):
        kind = kinds[i]
        vid = vc_ids[i]
        doc.out = []
        d = 4
        title = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", vc_classes[i])
        sid = doc.nid()
        doc.add(2, "<!--%s-->" % (title if kind != "navigationController" else "Navigation Controller"))
        doc.add(2, '<scene sceneID="%s">' % sid)
        doc.add(3, "<objects>")
        ctx = Ctx(vid, storyboard=True)
        ctx.segue_dests = [vc_ids[j] for j in range(n) if j != i]
        ctx.embed_dests = [vc_ids[j] for j in plain_vcs if j != i]
        use_exit = rng.random() < 0.3
        if use_exit:
            ctx.exit_id = doc.nid()
        sb_ident = ' storyboardIdentifier="%s"' % vc_classes[i] if rng.random() < 0.8 else ""
        cust = doc.custom(vc_classes[i]) if rng.random() < 0.9 else ""
        if kind == "navigationController":
            doc.add(d, '<navigationController%s automaticallyAdjustsScrollViewInsets="NO" id="%s" sceneMemberID="viewController">' % (sb_ident, vid))
            doc.add(d + 1, '<toolbarItems/>')
            doc.add(d + 1, '<navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="%s">' % doc.nid())
            doc.add(d + 2, '<rect key="frame" x="0.0" y="47" width="390" height="44"/>')
            doc.add(d + 2, '<autoresizingMask key="autoresizingMask"/>')
            doc.add(d + 1, "</navigationBar>")
            doc.add(d + 1, "<connections>")
            doc.add(d + 2, '<segue destination="%s" kind="relationship" relationship="rootViewController" id="%s"/>' % (vc_ids[1], doc.nid()))
            doc.add(d + 1, "</connections>")
            doc.add(d, "</navigationController>")
        elif kind == "viewController":
            doc.add(d, '<viewController%s id="%s"%s sceneMemberID="viewController">' % (sb_ident, vid, cust))
            rv = g.container(d + 1, "view", per_scene - 1200, 0, ctx, key="view", root=True,
                             force_phv=doc.phv_left > 0)
            scene_tail(g, d, ctx, rv, title)
            doc.add(d, "</viewController>")
        else:
            # A table or collection view controller: its list view, prototype cells and the
            # controller as the view's data source and delegate.
            table = kind == "tableViewController"
            doc.add(d, '<%s%s id="%s"%s sceneMemberID="viewController">' % (kind, sb_ident, vid, cust))
            view_id = doc.nid()
            if table:
                doc.add(d + 1, '<tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="%s" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="%s">' % (
                    rng.choice(["plain", "grouped", "insetGrouped"]), view_id))
            else:
                doc.add(d + 1, '<collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="%s">' % view_id)
            doc.add(d + 2, '<rect key="frame" x="0.0" y="0.0" width="390" height="844"/>')
            doc.add(d + 2, '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>')
            doc.add(d + 2, doc.color("backgroundColor", 0.0))
            if not table:
                g.flow_layout(d + 2)
            elif doc.phv_left > 0:
                g.container(d + 2, "view", 2500, 1, ctx, phv=True, key="tableHeaderView")
            cells = "prototypes" if table else "cells"
            doc.add(d + 2, "<%s>" % cells)
            start = doc.size
            while doc.size - start < per_scene - 2500:
                g.cell(d + 3, "tableViewCell" if table else "collectionViewCell", rng.randint(1500, 6000), ctx,
                       rng.choice(CELL_CLASSES) if rng.random() < 0.8 else None, False)
            doc.add(d + 2, "</%s>" % cells)
            doc.data_source_and_delegate(d + 2, vid)
            doc.add(d + 1, "</tableView>" if table else "</collectionView>")
            scene_tail(g, d, ctx, None, title)
            doc.add(d, "</%s>" % kind)
        doc.add(d, '<placeholder placeholderIdentifier="IBFirstResponder" id="%s" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>' % doc.nid())
        if ctx.exit_id:
            doc.add(d, '<exit id="%s" userLabel="Exit" sceneMemberID="exit"/>' % ctx.exit_id)
        doc.add(3, "</objects>")
        doc.add(3, '<point key="canvasLocation" x="%s" y="%s"/>' % (fnum(i % 4 * 820 + rng.randint(0, 80) + 0.5), fnum(i // 4 * 900 + rng.randint(0, 80))))
        doc.add(2, "</scene>")
        scenes.append("".join(doc.out))
    parts = header(doc, True, spec["tools"], initial)
    parts.append("    <scenes>\n")
    parts.extend(scenes)
    parts.append("    </scenes>\n")
    parts.extend(resources(doc))
    parts.append("</document>\n")
    return "".join(parts), spec["phv"] - doc.phv_left


def scene_tail(g, d, ctx, root_view, title):
    """navigationItem + the view controller's <connections>."""
    doc = g.doc
    rng = g.rng
    if rng.random() < 0.6:
        items = rng.random() < 0.5
        nid = doc.nid()
        if items:
            doc.add(d + 1, '<navigationItem key="navigationItem" title="%s" id="%s">' % (esc(title), nid))
            bid = doc.nid()
            doc.add(d + 2, '<barButtonItem key="rightBarButtonItem" %s id="%s">' % (
                rng.choice(['systemItem="add"', 'systemItem="done"', 'title="Edit"', 'image="ellipsis" catalog="system"']), bid))
            if 'ellipsis' in doc.out[-1]:
                doc.images["ellipsis"] = True
            sl = g.segue_line(ctx)
            doc.add(d + 3, "<connections>")
            if sl:
                doc.add(d + 4, sl)
            else:
                doc.add(d + 4, '<action selector="didTapBarButton:" destination="%s" id="%s"/>' % (ctx.action_target, doc.nid()))
            doc.add(d + 3, "</connections>")
            doc.add(d + 2, "</barButtonItem>")
            doc.add(d + 1, "</navigationItem>")
        else:
            doc.add(d + 1, '<navigationItem key="navigationItem" title="%s" id="%s"/>' % (esc(title), nid))
    extra = []
    for _ in range(rng.randint(0, 3)):
        s = g.segue_line(ctx)
        if s:
            extra.append(s)
    if ctx.outlets or extra:
        g.outlets_block(d + 1, ctx.outlets, extra)


# ---------------------------------------------------------------- tree plan

def size_target(rng):
    r = rng.random()
    if r < 0.03:
        return rng.randint(5600, 10000)
    if r < 0.64:
        return int(rng.triangular(10000, 30000, 19000))
    if r < 0.90:
        return int(rng.triangular(30000, 70000, 34000))
    return int(rng.triangular(70000, 93000, 90000))


def unique_path(rng, used_paths, folder, base, ext):
    """FOLDER/BASE.EXT, or with a suffix when that path (in any case) is taken; added to used_paths."""
    path = "%s/%s%s" % (folder, base, ext)
    k = 2
    while path.lower() in used_paths:
        suffix = rng.choice(["Compact", "Large", "iPad", "Legacy", "V2", "Dark", "Alt"])
        path = "%s/%s+%s%s%s" % (folder, base, suffix, "" if k == 2 else k, ext)
        k += 1
    used_paths.add(path.lower())
    return path

def plan(count, seed):
    rng = random.Random("gen-ib-tree:%d:plan" % seed)
    n_sb = round(count * 0.15)
    n_phv = max(1, round(count / 100)) if count else 0
    idx = list(range(count))
    sb_set = set(rng.sample(idx, n_sb))
    sb_sorted = sorted(sb_set)
    app_storyboards = {}
    if sb_sorted:
        app_storyboards[sb_sorted[0]] = "Main"
    if len(sb_sorted) > 1:
        app_storyboards[sb_sorted[1]] = "Launch Screen"
    phv_files = set(rng.sample(idx, min(n_phv, count)))
    weights = [1.0 / (k + 1) ** 0.6 for k in range(len(FEATURES))]
    feats = FEATURES[:]
    rng.shuffle(feats)
    used_paths = set()
    specs = []
    profile_header_named = False
    for i in range(count):
        feature = rng.choices(feats, weights)[0]
        module = FEATURE_MODULE[feature]
        tools = rng.choice(TOOLS)
        phv = 0
        if i in phv_files:
            phv = 2 if rng.random() < 0.25 else 1
        if i in sb_set:
            if i in app_storyboards:
                folder, base = "App/Base.lproj", app_storyboards[i]
            else:
                folder = "Features/%s/Base.lproj" % feature
                base = feature + rng.choice(["", "Flow", "Settings", "Details", "Onboarding", "Main", "List", "Editor"])
            spec = dict(kind="storyboard", cls=None, module=module, phv=phv, tools=tools)
            ext = ".storyboard"
        else:
            r = rng.random()
            if phv and not profile_header_named:
                kind, cls = "view", TARGET_CLASS
                profile_header_named = True
                feature, module = "Profile", "ProfileKit"
            elif r < 0.30:
                kind, cls = "vc", rng.choice(VC_CLASSES)
            elif r < 0.52:
                kind, cls = "tableViewCell", rng.choice(CELL_CLASSES)
            elif r < 0.66:
                kind, cls = "collectionViewCell", rng.choice(CELL_CLASSES)
            else:
                kind, cls = "view", rng.choice(VIEW_CLASSES)
            if rng.random() < 0.05 and cls != TARGET_CLASS:
                folder = "Shared/DesignSystem/" + rng.choice(["Components", "Cells", "Controls"])
                module = "DesignSystem"
            elif kind.endswith("Cell"):
                folder = "Features/%s/Cells" % feature
            elif rng.random() < 0.15:
                folder = "Features/%s/Views/%s" % (feature, rng.choice(["Components", "Legacy", "Supporting Views", "iPad"]))
            else:
                folder = "Features/%s/Views" % feature
            base = cls
            spec = dict(kind=kind, cls=cls, module=module, phv=phv, tools=tools)
            ext = ".xib"
        path = unique_path(rng, used_paths, folder, base, ext)
        target = size_target(rng)
        if ext == ".storyboard":
            target = min(93000, int(target * 1.2))
        specs.append((i, path, spec, target))
    return specs


def build_file(seed, i, spec, target, images=None, near=False):
    """Returns bytes within [MIN_SIZE, MAX_SIZE] (near: within APPS_TOLERANCE of target, else
    the closest attempt); deterministic retries.

    images: an ImageQueue (--images) whose names this document should name
    first; on return it holds the names the document did not take."""
    # the emitters overshoot their budget a little (closing tags, placeholders,
    # resources): aim lower so that the written sizes follow size_target()
    t = int(target / (1.25 if spec["kind"] == "storyboard" else 1.13))
    best = None
    for attempt in range(12):
        rng = random.Random(("gen-ib-tree:apps:%d:%d:%d" if near else "gen-ib-tree:%d:%d:%d") % (seed, i, attempt))
        if images is not None:
            spec = dict(spec, picker=DocImages(images, random.Random(
                "gen-ib-tree:%d:%d:%d:images" % (seed, i, attempt))))
        if spec["kind"] == "storyboard":
            text, placed = make_storyboard(rng, spec, t)
        else:
            text, placed = make_xib(rng, spec, t)
        data = text.encode("utf-8")
        ok_phv = (placed > 0) == (spec["phv"] > 0)
        if near:
            miss = abs(len(data) - target) / target
            if ok_phv and (best is None or miss < best[0]):
                best = (miss, data, spec)
            if ok_phv and miss <= APPS_TOLERANCE:
                break
            # the emitters cannot go below a few hundred bytes of fixed overhead
            t = max(200, int(t * target / len(data)))
            continue
        if MIN_SIZE <= len(data) <= MAX_SIZE and ok_phv:
            if images is not None:
                images.queue = spec["picker"].queue
            return data
        if len(data) > MAX_SIZE:
            t = int(t * 0.85)
        elif len(data) < MIN_SIZE:
            t = int(t * 1.3) + 1000
    if best is not None:
        if images is not None:
            images.queue = best[2]["picker"].queue
        return best[1]
    raise RuntimeError("could not generate %s within size bounds" % i)


# ---------------------------------------------------------------- --shape apps

# The size distribution of 1,390 real .xib/.storyboard files of 16 public apps (issue 13):
# 21 MB, median 7.6 KB, 90th percentile 27 KB, 99th 134 KB, largest 1.2 MB, one in ten a
# storyboard. Quantile (0..1) -> bytes, interpolated on a log scale; the largest file is the
# last anchor exactly.
APPS_SIZE_QUANTILES = [
    (0.0, 1500), (0.05, 2300), (0.25, 4300), (0.5, 7600), (0.75, 13000), (0.9, 27000),
    (0.95, 46000), (0.99, 134000), (0.997, 230000), (0.9993, 420000), (1.0, 1200000),
]
APPS_COUNT = 1390
APPS_STORYBOARD_SHARE = 0.10
APPS_TOLERANCE = 0.08
APP_NAMES = [
    "Acorn", "Bramble", "Cobalt", "Driftwood", "Ember", "Fjord", "Gazette", "Harbor",
    "Indigo", "Juniper", "Kestrel", "Lantern", "Meridian", "Nimbus", "Orchard", "Pebble",
]


def apps_sizes(count):
    """count sizes (ascending) whose quantiles follow APPS_SIZE_QUANTILES."""
    sizes = []
    anchors = APPS_SIZE_QUANTILES
    for k in range(count):
        u = (k + 0.5) / count
        for (u0, s0), (u1, s1) in zip(anchors, anchors[1:]):
            if u <= u1:
                f = (u - u0) / (u1 - u0)
                sizes.append(int(round(s0 * (s1 / s0) ** f)))
                break
    if sizes:
        sizes[-1] = anchors[-1][1]
    return sizes


def plan_apps(count, seed):
    """Specs like plan(), for a tree of len(APP_NAMES) apps whose files follow the real size
    distribution: most files are small xibs of cells and views, each app has a one-scene
    LaunchScreen and a Main storyboard (the largest file is one), other storyboards lean large."""
    rng = random.Random("gen-ib-tree:%d:apps" % seed)
    sizes = apps_sizes(count)  # ascending
    n_apps = min(len(APP_NAMES), max(1, count // 20))
    apps = APP_NAMES[:n_apps]
    n_sb = max(0, round(count * APPS_STORYBOARD_SHARE))
    # ranks (into sizes) of storyboards: launch screens small, Main storyboards from the top
    # fifth with the largest file among them, the rest drawn with weight growing with size
    free = list(range(count))
    launch = []
    small = [k for k in free if 1500 <= sizes[k] <= 3200]
    for app in apps[:min(n_apps, n_sb // 2)]:
        k = rng.choice(small)
        small.remove(k)
        launch.append((app, k))
    top = [k for k in range(count * 4 // 5, count - 1)]
    main = [(apps[0], count - 1)] if n_sb else []
    for app in apps[1:len(launch)]:
        k = rng.choice(top)
        top.remove(k)
        main.append((app, k))
    taken = {k for _, k in launch + main}
    rest = [k for k in free if k not in taken]
    others = set()
    while len(others) < n_sb - len(launch) - len(main):
        others.add(rng.choices(rest, [(k + 1) ** 1.5 for k in rest])[0])
    xib_ranks = [k for k in rest if k not in others]
    rng.shuffle(xib_ranks)
    n_phv = max(1, round(count / 100)) if count else 0
    phv_ranks = set(xib_ranks[:n_phv])
    # files per app: a few big apps, many small ones
    app_weights = [1.0 / (a + 1) ** 0.7 for a in range(n_apps)]
    app_features = {}
    for a, app in enumerate(apps):
        feats = FEATURES[:]
        random.Random("gen-ib-tree:%d:apps:%s" % (seed, app)).shuffle(feats)
        app_features[app] = feats[:rng.randint(6, 18)]
    jobs = [(app, k, "launch") for app, k in launch] + [(app, k, "main") for app, k in main]
    jobs += [(rng.choices(apps, app_weights)[0], k, "storyboard") for k in sorted(others)]
    jobs += [(rng.choices(apps, app_weights)[0], k, "xib") for k in xib_ranks]
    rng.shuffle(jobs)
    used_paths = set()
    specs = []
    profile_header_named = False
    for i, (app, k, role) in enumerate(jobs):
        target = sizes[k]
        feature = rng.choice(app_features[app])
        module = FEATURE_MODULE[feature]
        if module == "NibApp":
            module = app
        tools = rng.choice(TOOLS)
        phv = (2 if rng.random() < 0.25 else 1) if k in phv_ranks else 0
        spec = dict(kind="storyboard", cls=None, module=module, phv=0, tools=tools,
                    max_scenes=min(len(VC_CLASSES) - 12, max(14, target // 9000)))
        ext = ".storyboard"
        if role == "launch":
            folder, base = "%s/App/Base.lproj" % app, "LaunchScreen"
            spec["launch"] = True
            spec["module"] = app
        elif role == "main":
            folder, base = "%s/App/Base.lproj" % app, "Main"
            spec["module"] = app
        elif role == "storyboard":
            folder = "%s/Features/%s/Base.lproj" % (app, feature)
            base = feature + rng.choice(["", "Flow", "Settings", "Details", "Onboarding", "List", "Editor"])
        else:
            r = rng.random()
            # small files are mostly cells and small views, big ones view controllers
            p_cell, p_view = (0.45, 0.80) if target < 6000 else (0.25, 0.60) if target < 20000 else (0.10, 0.40)
            if phv and not profile_header_named:
                kind, cls = "view", TARGET_CLASS
                profile_header_named = True
                feature, module = "Profile", "ProfileKit"
            elif r < p_cell:
                kind = "tableViewCell" if rng.random() < 0.6 else "collectionViewCell"
                cls = rng.choice(CELL_CLASSES)
            elif r < p_view:
                kind, cls = "view", rng.choice(VIEW_CLASSES)
            else:
                kind, cls = "vc", rng.choice(VC_CLASSES)
            if kind.endswith("Cell"):
                folder = "%s/Features/%s/Cells" % (app, feature)
            elif rng.random() < 0.1:
                folder = "%s/Shared/Views" % app
            else:
                folder = "%s/Features/%s/Views" % (app, feature)
            base = cls
            spec = dict(kind=kind, cls=cls, module=module, phv=phv, tools=tools)
            ext = ".xib"
        path = unique_path(rng, used_paths, folder, base, ext)
        specs.append((i, path, spec, target))
    return specs


# ---------------------------------------------------------------- images (--images)

IMAGE_PREFIXES = [  # (prefix, weight, shape)
    ("ic", 30, "icon"), ("icon", 12, "icon"), ("btn", 8, "icon"), ("tab", 4, "icon"),
    ("badge", 5, "icon"), ("avatar", 5, "medium"), ("logo", 4, "medium"),
    ("thumb", 6, "medium"), ("img", 10, "medium"), ("bg", 4, "large"),
    ("banner", 4, "large"), ("illustration", 5, "large"), ("onboarding", 3, "large"),
]
IMAGE_SUFFIXES = ["", "", "", "filled", "outline", "small", "large", "selected", "disabled",
                  "active", "alt", "dark", "light", "round", "empty", "new", "default"]
IMAGE_KINDS = [  # (kind, weight, files): the shapes of real projects' images
    ("loose3", 40, 3),      # name.png name@2x.png name@3x.png
    ("loose2", 14, 2),      # name@2x.png name@3x.png
    ("loose_ipad", 8, 5),   # + name~ipad.png name@2x~ipad.png
    ("set3", 24, 3),        # name.imageset: 1x 2x 3x
    ("set2", 10, 2),        # name.imageset: (empty 1x slot) 2x 3x
    ("set_ipad", 4, 5),     # name.imageset: universal 1x 2x 3x + ipad 1x 2x
]
ASSET_GROUPS = ["Icons", "Illustrations", "Backgrounds", "Avatars", "Onboarding", "Tabs", "Badges"]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class ImageQueue:
    """Images still waiting for a document to name them (carried over, in order), and the
    names and point sizes a document may pick from once its share is named."""

    def __init__(self, names, dims):
        self.names = names
        self.dims = dims
        self.queue = []


class DocImages:
    """One document attempt's view of the images: its share first, then any image."""

    def __init__(self, images, rng):
        self.names = images.names
        self.dims = images.dims
        self.queue = list(images.queue)
        self.rng = rng

    def pick(self):
        if self.queue:
            return self.queue.pop(0)
        return self.rng.choice(self.names)


def plan_images(n_files, seed):
    """[(name, kind, folder, (w, h) points, (w, h) ipad points or None, shape)] whose files add
    up to exactly n_files."""
    rng = random.Random("gen-ib-tree:%d:images" % seed)
    kinds = [k for k, _, _ in IMAGE_KINDS]
    kind_weights = [w for _, w, _ in IMAGE_KINDS]
    files_of = {k: f for k, _, f in IMAGE_KINDS}
    prefixes = [p for p, _, _ in IMAGE_PREFIXES]
    prefix_weights = [w for _, w, _ in IMAGE_PREFIXES]
    shape_of = {p: sh for p, _, sh in IMAGE_PREFIXES}
    used = set()
    plan_ = []
    left = n_files
    while left > 0:
        if left > 5:
            kind = rng.choices(kinds, kind_weights)[0]
        else:  # finish on exactly n_files
            kind = {5: "loose_ipad", 4: "loose2", 3: "loose3", 2: "set2", 1: "loose1"}[left]
        files = files_of.get(kind, 1)
        prefix = rng.choices(prefixes, prefix_weights)[0]
        while True:
            parts = [prefix, rng.choice(NOUNS).lower()]
            suffix = rng.choice(IMAGE_SUFFIXES)
            if suffix:
                parts.append(suffix)
            name = "_".join(parts)
            if name.lower() in used:
                name = "%s_%d" % (name, rng.randint(2, 99))
            if name.lower() not in used:
                break
        used.add(name.lower())
        shape = shape_of[prefix]
        if shape == "icon":
            side = rng.choice([16, 20, 22, 24, 24, 28, 32, 32, 40, 44, 48])
            pts = (side, side)
        elif shape == "medium":
            side = rng.choice([40, 56, 60, 64, 80, 96, 120])
            pts = (side, rng.choice([side, side, int(side * 0.75)]))
        else:
            pts = (rng.choice([160, 200, 240, 280, 320, 343, 375]), rng.choice([100, 120, 160, 200, 240]))
        ipad = (pts[0] * 3 // 2, pts[1] * 3 // 2) if kind.endswith("ipad") else None
        if kind.startswith("set"):
            folder = rng.choice(["App/Assets.xcassets/" + rng.choice(ASSET_GROUPS),
                                 "App/Assets.xcassets", "Shared/DesignSystem/DesignSystem.xcassets"])
            folder = "%s/%s.imageset" % (folder, name)
        else:
            r = rng.random()
            if r < 0.7:
                folder = "Features/%s/Resources" % rng.choice(FEATURES)
            elif r < 0.85:
                folder = "Shared/DesignSystem/Images"
            else:
                folder = "App/Resources/Images"
        plan_.append((name, kind, folder, pts, ipad, shape))
        left -= files
    return plan_


def image_files(name, kind, pts, ipad):
    """[(file name, scale, device or None, pixel w, pixel h)] of one image."""
    scales = {"loose3": [1, 2, 3], "loose2": [2, 3], "loose_ipad": [1, 2, 3], "loose1": [1],
              "set3": [1, 2, 3], "set2": [2, 3], "set_ipad": [1, 2, 3]}[kind]
    out = []
    for sc in scales:
        out.append(("%s%s.png" % (name, "" if sc == 1 else "@%dx" % sc), sc, None, pts[0] * sc, pts[1] * sc))
    if ipad:
        for sc in (1, 2):
            out.append(("%s%s~ipad.png" % (name, "" if sc == 1 else "@%dx" % sc), sc, "ipad",
                        ipad[0] * sc, ipad[1] * sc))
    return out


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)


def png_bytes(rng, width, height, alpha, detail):
    """A real PNG: 8-bit RGBA (or RGB), filter 0 rows.  Each row is a gradient row shifted by
    one pixel per row (zlib finds it again) with `detail` of it drawn at random from a few
    levels, so files compress to sizes like real artwork's."""
    channels = 4 if alpha else 3
    row_len = width * channels
    c0, c1, c2 = rng.randrange(256), rng.randrange(256), rng.randrange(256)
    step = rng.choice([1, 2, 3])
    base = bytearray(row_len)
    for x in range(width):
        o = x * channels
        base[o] = (c0 + x * step) & 255
        base[o + 1] = (c1 + x) & 255
        base[o + 2] = (c2 - x * step) & 255
        if alpha:
            base[o + 3] = 255 if (x * 7 // max(1, width)) % 3 else (x * 37) & 255
    base = bytes(base)
    levels = bytes(rng.randrange(256) for _ in range(8))
    table = bytes(levels[v & 7] for v in range(256))
    noisy = min(row_len, int(row_len * detail))
    start = rng.randrange(max(1, row_len - noisy + 1))
    rows = []
    for y in range(height):
        shift = (y * channels) % row_len
        row = base[shift:] + base[:shift]
        if noisy and y % 4 != 3:
            row = row[:start] + rng.randbytes(noisy).translate(table) + row[start + noisy:]
        rows.append(b"\0" + row)
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6 if alpha else 2, 0, 0, 0)
    return (PNG_SIGNATURE + png_chunk(b"IHDR", ihdr) + png_chunk(b"IDAT", zlib.compress(b"".join(rows), 6))
            + png_chunk(b"IEND", b""))


def asset_json(obj):
    """JSON the way Xcode writes Contents.json: 2-space indent, " : ", sorted keys."""
    return (json.dumps(obj, indent=2, sort_keys=True, separators=(",", " : ")) + "\n").encode()


def write_images(out, n_files, seed, made_dirs):
    """Writes the images; returns (ImageQueue without its queue, [(name, [relative paths],
    [(path, pixel w, pixel h)])], total image bytes)."""
    images = plan_images(n_files, seed)
    dims = {}
    written = []
    total = 0
    for name, kind, folder, pts, ipad, shape in images:
        dims[name] = pts
        rng = random.Random("gen-ib-tree:%d:image:%s" % (seed, name))
        alpha = shape != "large" or rng.random() < 0.3
        detail = {"icon": rng.uniform(0.05, 0.35), "medium": rng.uniform(0.1, 0.4),
                  "large": rng.uniform(0.05, 0.2)}[shape]
        full_dir = os.path.join(out, folder)
        for d in (os.path.dirname(full_dir), full_dir):
            if d not in made_dirs:
                os.makedirs(d, exist_ok=True)
                made_dirs.add(d)
        files = image_files(name, kind, pts, ipad)
        paths = []
        for fname, scale, device, pw, ph in files:
            data = png_bytes(rng, pw, ph, alpha, detail)
            with open(os.path.join(full_dir, fname), "wb") as f:
                f.write(data)
            total += len(data)
            paths.append(("%s/%s" % (folder, fname), pw, ph))
        if kind.startswith("set"):
            entries = []
            if kind == "set2":
                entries.append({"idiom": "universal", "scale": "1x"})
            for fname, scale, device, pw, ph in files:
                entries.append({"filename": fname, "idiom": device or "universal", "scale": "%dx" % scale})
            with open(os.path.join(full_dir, "Contents.json"), "wb") as f:
                f.write(asset_json({"images": entries, "info": {"author": "xcode", "version": 1}}))
    # catalogs and their group folders have a Contents.json too
    for d in sorted(made_dirs):
        rel = os.path.relpath(d, out)
        if ".xcassets" in rel and not rel.endswith(".imageset"):
            with open(os.path.join(d, "Contents.json"), "wb") as f:
                f.write(asset_json({"info": {"author": "xcode", "version": 1}}))
    names = [name for name, *_ in images]
    return ImageQueue(names, dims), images, total


def unique_document_names(specs):
    """A flat bundle holds one NAME.nib (and one Base.lproj/NAME.storyboardc): with --images the
    tree is meant to be packaged whole, so a document whose name (ignoring case and extension)
    is taken already is renamed after its feature (Features/Help/Views/WeatherView.xib ->
    HelpWeatherView.xib; Shared/DesignSystem/... -> DesignSystem...), numbered if need be.
    Only paths change, never contents."""
    taken = set()
    renamed = []
    for i, rel, spec, target in specs:
        folder, base = rel.rsplit("/", 1)
        stem, ext = base.rsplit(".", 1)
        if stem.lower() in taken:
            parts = folder.split("/")
            prefix = parts[1] if len(parts) > 1 else parts[0]
            new = prefix + stem
            k = 2
            while new.lower() in taken:
                new = "%s%s%d" % (prefix, stem, k)
                k += 1
            stem = new
            rel = "%s/%s.%s" % (folder, stem, ext)
        taken.add(stem.lower())
        renamed.append((i, rel, spec, target))
    return renamed


def image_shares(names, count, seed):
    """Which document names which image first: shuffled, spread over the first 3/4 of the
    documents (a document with fewer image references hands its share on to the next)."""
    order = list(names)
    random.Random("gen-ib-tree:%d:image-shares" % seed).shuffle(order)
    shares = [[] for _ in range(count)]
    span = max(1, count * 3 // 4)
    for k, name in enumerate(order):
        shares[k * span // len(order)].append(name)
    return shares


def check_png(data, want_w, want_h):
    errors = []
    if not data.startswith(PNG_SIGNATURE):
        return ["no PNG signature"]
    pos = len(PNG_SIGNATURE)
    kinds = []
    idat = b""
    while pos < len(data):
        if pos + 12 > len(data):
            return errors + ["truncated chunk at %d" % pos]
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        if zlib.crc32(kind + body) & 0xffffffff != crc:
            errors.append("bad CRC in %s" % kind.decode("latin-1"))
        kinds.append(kind)
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
            if (w, h) != (want_w, want_h):
                errors.append("%dx%d pixels, expected %dx%d" % (w, h, want_w, want_h))
            channels = {6: 4, 2: 3}.get(ctype, 0)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    if kinds[:1] != [b"IHDR"] or kinds[-1:] != [b"IEND"] or b"IDAT" not in kinds:
        errors.append("chunks %s" % [k.decode("latin-1") for k in kinds])
    elif len(zlib.decompress(idat)) != want_h * (1 + want_w * channels):
        errors.append("IDAT does not hold %dx%d pixels" % (want_w, want_h))
    return errors


def check_images(out, images):
    errors = []
    for name, kind, folder, pts, ipad, shape in images:
        files = image_files(name, kind, pts, ipad)
        for fname, scale, device, pw, ph in files:
            path = os.path.join(out, folder, fname)
            with open(path, "rb") as f:
                for e in check_png(f.read(), pw, ph):
                    errors.append("%s/%s: %s" % (folder, fname, e))
        if kind.startswith("set"):
            with open(os.path.join(out, folder, "Contents.json"), "rb") as f:
                listed = {(e["filename"], e["idiom"], e["scale"])
                          for e in json.load(f)["images"] if "filename" in e}
            want = {(fname, device or "universal", "%dx" % scale) for fname, scale, device, _, _ in files}
            if listed != want:
                errors.append("%s/Contents.json lists %s" % (folder, sorted(listed)))
    return errors


IMAGE_REF_RE = re.compile(rb'\bimage="([^"]*)"(?! catalog="system")')


# ---------------------------------------------------------------- check

REF_ATTRS = ("destination", "firstItem", "secondItem", "initialViewController", "tableViewCell")


def check_file(path, data, sized=True):
    errors = []
    if sized and not (MIN_SIZE <= len(data) <= MAX_SIZE):
        errors.append("size %d out of bounds" % len(data))
    try:
        root = ET.fromstring(data)
    except ET.ParseError as e:
        return errors + ["XML parse error: %s" % e]
    if root.tag != "document":
        errors.append("root element is %s" % root.tag)
    ids = {}
    refs = []
    for el in root.iter():
        a = el.attrib
        v = a.get("id")
        if v is not None:
            if v in ids:
                errors.append("duplicate id %s" % v)
            ids[v] = el.tag
        for k in REF_ATTRS:
            r = a.get(k)
            if r is not None:
                refs.append((el.tag, k, r))
    for tag, k, r in refs:
        if r not in ids:
            errors.append("<%s %s=%s> does not resolve" % (tag, k, r))
    return errors


# ---------------------------------------------------------------- main

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("--shape", choices=["generated", "apps"], default="generated",
                    help="generated: files of 5-100 KB (default); apps: the size distribution of real apps")
    ap.add_argument("--count", type=int, default=None,
                    help="documents (default 2000; %d with --shape apps)" % APPS_COUNT)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--images", type=int, default=0, metavar="N",
                    help="also write N image files (PNG, loose and in asset catalogs) that the documents name")
    ap.add_argument("--check", action="store_true",
                    help="parse every generated file with xml.etree and verify ids/references/sizes")
    ap.add_argument("--force", action="store_true",
                    help="replace OUTDIR if it holds a tree made by this script")
    args = ap.parse_args(argv)
    t0 = time.time()
    out = args.outdir
    if os.path.isdir(out) and os.listdir(out):
        if args.force and os.path.isfile(os.path.join(out, MARKER)):
            shutil.rmtree(out)
        else:
            sys.exit("gen-ib-tree: %s is not empty (use --force to replace a tree made by this script)" % out)
    if args.images < 0:
        sys.exit("gen-ib-tree: --images must be 0 or more")
    apps = args.shape == "apps"
    if apps and args.images:
        sys.exit("gen-ib-tree: --images is not available with --shape apps")
    if args.count is None:
        args.count = APPS_COUNT if apps else 2000
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, MARKER), "w") as f:
        f.write("gen-ib-tree.py %s--count %d --seed %d%s\n" % (
            "--shape apps " if apps else "", args.count, args.seed,
            " --images %d" % args.images if args.images else ""))

    specs = plan_apps(args.count, args.seed) if apps else plan(args.count, args.seed)
    made_dirs = set()
    queue = None
    image_bytes = 0
    if args.images:
        specs = unique_document_names(specs)
        queue, images, image_bytes = write_images(out, args.images, args.seed, made_dirs)
        shares = image_shares(queue.names, len(specs), args.seed)
        referenced = set()
    total = 0
    sizes = []
    n_xib = n_sb = 0
    phv_files = 0
    bad = 0
    for i, rel, spec, target in specs:
        if queue is not None:
            queue.queue.extend(shares[i])
        data = build_file(args.seed, i, spec, target, queue, near=apps)
        sizes.append(len(data))
        if queue is not None:
            referenced.update(m.decode() for m in IMAGE_REF_RE.findall(data))
        full = os.path.join(out, rel)
        dn = os.path.dirname(full)
        if dn not in made_dirs:
            os.makedirs(dn, exist_ok=True)
            made_dirs.add(dn)
        with open(full, "wb") as f:
            f.write(data)
        total += len(data)
        if rel.endswith(".xib"):
            n_xib += 1
        else:
            n_sb += 1
        if TARGET_ATTR.encode() in data:
            phv_files += 1
        if args.check:
            errs = check_file(rel, data, sized=not apps)
            if errs:
                bad += 1
                for e in errs[:5]:
                    print("gen-ib-tree: CHECK %s: %s" % (rel, e), file=sys.stderr)
    if queue is not None:
        unknown = referenced - set(queue.names)
        unnamed = set(queue.names) - referenced
        if unknown or unnamed:
            print("gen-ib-tree: %d image references name no generated image (%s), %d images are named by no document (%s)%s" % (
                len(unknown), ", ".join(sorted(unknown)[:5]), len(unnamed), ", ".join(sorted(unnamed)[:5]),
                "; too few documents for --images %d" % args.images if unnamed else ""), file=sys.stderr)
            bad += 1
        if args.check:
            errs = check_images(out, images)
            for e in errs[:20]:
                print("gen-ib-tree: CHECK %s" % e, file=sys.stderr)
            if errs:
                bad += 1
    if args.check:
        # re-read from disk: what was written is what was checked
        disk = 0
        for i, rel, spec, target in specs:
            disk += os.path.getsize(os.path.join(out, rel))
        if disk != total:
            print("gen-ib-tree: CHECK size on disk %d != %d" % (disk, total), file=sys.stderr)
            bad += 1
        expected = max(1, round(args.count / 100)) if args.count else 0
        if phv_files != expected:
            print("gen-ib-tree: CHECK %d files with %s, expected %d" % (phv_files, TARGET_ATTR, expected), file=sys.stderr)
            bad += 1
        print("gen-ib-tree: check %s (%d files parsed with xml.etree)" % (
            "FAILED" if bad else "ok", len(specs)), file=sys.stderr)
    dt = time.time() - t0
    print("gen-ib-tree: %d files (%d .xib, %d .storyboard), %d bytes (%.1f MB), %d files contain %s, class pool %d, in %.1f s" % (
        len(specs), n_xib, n_sb, total, total / 1e6, phv_files, TARGET_ATTR, ALL_CLASS_COUNT, dt), file=sys.stderr)
    if queue is not None:
        print("gen-ib-tree: %d image files (%d images: %s), %d bytes (%.1f MB)" % (
            args.images, len(images), ", ".join("%d %s" % (sum(1 for im in images if im[1] == k), k)
                                                  for k in [k for k, _, _ in IMAGE_KINDS] + ["loose1"]),
            image_bytes, image_bytes / 1e6), file=sys.stderr)
    if apps and sizes:
        ranked = sorted(sizes)

        def pct(p):
            return ranked[min(len(ranked) - 1, int(p * len(ranked)))]
        print("gen-ib-tree: file sizes: median %d, p90 %d, p99 %d, largest %d bytes" % (
            pct(0.5), pct(0.9), pct(0.99), ranked[-1]), file=sys.stderr)
    print("gen-ib-tree: files=%d xib=%d storyboard=%d bytes=%d profile_header_view_files=%d seconds=%.1f%s" % (
        len(specs), n_xib, n_sb, total, phv_files, dt,
        " images=%d image_bytes=%d image_names=%d" % (args.images, image_bytes, len(images)) if queue is not None else ""),
        file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
