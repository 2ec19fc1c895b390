"""`hjourney campaign ...`: start a campaign, begin its next quest, see where it stands."""

from __future__ import annotations

import click

from .cli import CONTEXT, _fail, _folder, _info, _parse_options, _read_decks, _table, main


@main.group(context_settings=CONTEXT, short_help="Campaigns: a party's persistent record across quests.")
def campaign() -> None:
    """Campaigns keep heroes, upgrades, gear and results from quest to quest.

    Each quest is an ordinary save (play it with `hjourney play NAME` or
    `hjourney do`); when it ends its result is written into the campaign,
    and `hjourney campaign next` begins the next quest.
    """


@campaign.command("new", context_settings=CONTEXT)
@click.argument("game")
@click.argument("name")
@click.option("--mode", type=click.Choice(["solo", "coop", "competitive"]), help="Default: the game's usual mode.")
@click.option("--seats", "n_seats", type=click.IntRange(1, 16), help="How many seats (heroes).")
@click.option("--seat", "seat_specs", multiple=True, metavar="NAME[:BOT]", help="A seat's name. Repeatable.")
@click.option("--seed", type=int, help="Seed of the first quest (default: random).")
@click.option("--option", "options", multiple=True, metavar="KEY=VALUE", help="A game option. Repeatable.")
@click.option("--deck", "deck_specs", multiple=True, metavar="SEAT=FILE",
              help="The deck SEAT plays for the whole campaign, from a deck file. Repeatable.")
@click.pass_context
def campaign_new(ctx: click.Context, game: str, name: str, mode: str | None, n_seats: int | None,
                 seat_specs: tuple[str, ...], seed: int | None, options: tuple[str, ...],
                 deck_specs: tuple[str, ...]) -> None:
    """Start campaign NAME of GAME and its first quest; prints the quest's save path."""
    from .core.campaign import campaign_path, new_campaign, quest_save_name, start_quest
    from .core.saves import save_path

    folder = _folder(ctx)
    campaign_path(name, folder)  # the names are checked before anything is written
    save_path(quest_save_name(name, 1), folder)
    info = _info(game)
    if not info.campaign:
        _fail(f"{info.title} has no campaign; start a single game with `hjourney new {info.id}`")
    mode, seats = _table(info, mode, n_seats, seat_specs)
    decks = _read_decks(info, deck_specs, [s.name for s in seats], folder)
    try:
        from .core.session import Session

        Session.new(info, seats, mode, 0, _parse_options(options), decks=decks)  # they must make a game
    except ValueError as exc:
        _fail(str(exc))
    try:
        camp = new_campaign(info, name, seats, mode, folder, _parse_options(options), decks)
    except ValueError as exc:  # a record the game refuses to start from (a learning deck, say)
        _fail(str(exc))
    click.echo(str(start_quest(info, camp, folder, seed)))


@campaign.command("next", context_settings=CONTEXT)
@click.argument("name")
@click.option("--seed", type=int, help="Seed of the quest (default: random).")
@click.pass_context
def campaign_next(ctx: click.Context, name: str, seed: int | None) -> None:
    """Begin campaign NAME's next quest; prints the quest's save path."""
    from .core.campaign import campaign_path, load_campaign, start_quest

    folder = _folder(ctx)
    camp = load_campaign(campaign_path(name, folder))  # start_quest reads it again, as the only writer
    click.echo(str(start_quest(_info(camp.game), camp, folder, seed)))


@campaign.command("note", context_settings=CONTEXT)
@click.argument("name")
@click.argument("text", nargs=-1, required=True)
@click.pass_context
def campaign_note(ctx: click.Context, name: str, text: tuple[str, ...]) -> None:
    """Write the players' own note into campaign NAME's log (between quests)."""
    from .core.campaign import add_note, campaign_path, load_campaign

    folder = _folder(ctx)
    info = _info(load_campaign(campaign_path(name, folder)).game)
    try:
        camp = add_note(info, name, " ".join(text), folder)
    except ValueError as exc:
        _fail(str(exc))
    click.echo(f"{camp.name}: note written")


@campaign.command("show", context_settings=CONTEXT)
@click.argument("name")
@click.pass_context
def campaign_show(ctx: click.Context, name: str) -> None:
    """Campaign NAME: quests and results, heroes, the campaign pool, what comes next."""
    from .core.campaign import campaign_status, next_step, open_campaign, seats_text

    camp, note = open_campaign(name, _folder(ctx))  # a finished quest not yet recorded is recorded now
    info = _info(camp.game)
    status = campaign_status(info, camp)
    click.echo(f"{camp.name}: {info.title} campaign, {camp.mode}, seats: {seats_text(camp)}")
    for line in status.lines:
        click.echo(f"  {line}")
    step, what = next_step(camp, status)
    if note:
        click.echo(f"under way: {what}, but {note}")
        return
    click.echo({"under way": f"under way: {what} (hjourney play '{what}')",
                "next": f"next: {what} (hjourney campaign next '{camp.name}')",
                "over": "the campaign is over"}[step])


@campaign.command("list", context_settings=CONTEXT)
@click.pass_context
def campaign_list(ctx: click.Context) -> None:
    """Every campaign in the saves folder."""
    from .core.campaign import list_campaigns, load_campaign
    from .core.saves import SaveError
    from .core.words import plural

    paths = list_campaigns(_folder(ctx))
    if not paths:
        click.echo("no campaigns yet: start one with `hjourney campaign new GAME NAME`")
    for path in paths:
        try:
            camp = load_campaign(path)
        except SaveError as exc:
            click.echo(f"{path.stem}: damaged ({exc.problem})")
            continue
        click.echo(f"{camp.name}: {camp.game}, {plural(len(camp.quests), 'quest')} played"
                   + (f", under way: {camp.current}" if camp.current else ""))
