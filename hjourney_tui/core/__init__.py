"""The shared kit every game engine stands on (DESIGN.md explains the timing model).

Nothing in this package (or in any engine) may import textual or rich: engines
must run headless for the command line, bots, tests and benchmarks.
"""
