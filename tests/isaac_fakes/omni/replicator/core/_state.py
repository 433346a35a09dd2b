"""Live render products and annotators of the fake Replicator."""

PRODUCTS: dict = {}  # path -> HydraTexture
ANNOTATORS: list = []  # attached annotators
COUNTER = [0]
STATUS = ["STOPPED"]
