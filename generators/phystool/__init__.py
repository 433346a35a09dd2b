"""PhysTool companion: tool library, tool-use queries, layouts, renders, USD, evaluation.

See docs/phystool.md.
"""
