"""hjourney: tabletop adventure games in the terminal, with every rule enforced."""

__version__ = "0.1.0"
