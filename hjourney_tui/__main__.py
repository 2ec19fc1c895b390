"""`python -m hjourney_tui` runs the command line."""

from hjourney_tui.cli import main

main(prog_name="hjourney")
