"""Pictures and pages for people: the dataset card every finished dataset carries
(``card.py``), contact sheets of labelled views (``contact_sheet.py``, ``spatial-iq show``)
and the static HTML gallery of views and questions (``gallery.py``).

May import: ``exports`` (option pictures for the gallery), ``questions`` (target masks and the
group palette the gallery draws them with), ``io``, ``voxel``, ``assets``, ``errors``.
"""
