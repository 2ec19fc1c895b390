"""Finding a topic in a game's rules reference."""

from __future__ import annotations

from hjourney_tui.rules_ref import match_topic, read_topics

TEXT = """# Game

An opening paragraph.

## Movement
Move to a neighbour. (XX-MOVE-01, XX-MOVE-02)

## Night Falls
Darkness spreads. Covers XX-DARK.

## Nightmares
Bad dreams.
"""


def titles(query: str) -> list[str]:
    return [t.title for t in match_topic(read_topics(TEXT)[1], query)]


def test_read_topics_splits_the_intro_and_sections():
    intro, topics = read_topics(TEXT)
    assert intro == "An opening paragraph."
    assert [t.title for t in topics] == ["Movement", "Night Falls", "Nightmares"]
    assert topics[0].body == "Move to a neighbour. (XX-MOVE-01, XX-MOVE-02)"


def test_matching_by_title_word_id_and_id_words():
    assert titles("movement") == ["Movement"]
    assert titles("night falls") == ["Night Falls"]
    assert titles("night") == ["Night Falls", "Nightmares"]  # ambiguous: the command line asks which
    assert titles("falls") == ["Night Falls"]
    assert titles("xx-dark") == ["Night Falls"]  # a section naming the id
    assert titles("XX-MOVE-02") == ["Movement"]
    assert titles("XX-MOVE-07") == ["Movement"]  # by the id's words
    assert titles("v") == [] and titles("") == [] and titles("swim") == []
