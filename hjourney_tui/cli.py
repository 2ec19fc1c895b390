"""The hjourney command line (click).  Only `play` imports textual."""

from __future__ import annotations

import click

from . import __version__


@click.group(invoke_without_command=True)
@click.version_option(__version__, prog_name="hjourney")
@click.pass_context
def main(ctx: click.Context) -> None:
    """Tabletop adventure games in the terminal, with every rule enforced."""
    if ctx.invoked_subcommand is None:
        click.echo(ctx.get_help())
