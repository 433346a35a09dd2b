"""Make docs/phystool_families.png: one instance per visual family, named."""
from PIL import Image, ImageDraw, ImageFont

from generators.phystool.library import load
from generators.phystool.render import camera_for, render

lib = load()
fams = {}
for t in lib.tools:
    fams.setdefault(t["shape_family"], t)
tiles = []
font = ImageFont.load_default()
for fam in sorted(fams):
    t = fams[fam]
    L = max(t["size_m"])
    ext = [L * 1.25, L * 1.25]
    lay = {"surface": "tray", "extent": ext, "poses": [{"x": 0.0, "y": 0.0, "yaw_deg": 20.0}]}
    cam = camera_for(ext, 55, 10, 35, 256, 256)
    rgb, _ = render([t], lay, cam, surface_rgb=(225, 225, 222), supersample=2)
    im = Image.fromarray(rgb)
    d = ImageDraw.Draw(im)
    d.rectangle((0, 236, 256, 256), fill=(255, 255, 255))
    d.text((4, 240), f"{fam}: {t['name'][:34]}", fill=(0, 0, 0), font=font)
    tiles.append(im)
cols = 8
rows = (len(tiles) + cols - 1) // cols
sheet = Image.new("RGB", (cols * 256, rows * 256), (255, 255, 255))
for i, im in enumerate(tiles):
    sheet.paste(im, ((i % cols) * 256, (i // cols) * 256))
sheet.save("docs/phystool_families.png")
print(len(tiles), "families")
