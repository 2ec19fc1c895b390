"""Records behave as the dataclasses they replace: the same fields, arguments, defaults, equality,
hashing, repr and frozenness, and the standard library's dataclass helpers work on them."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError, asdict, dataclass, field, fields, is_dataclass, replace
from typing import Any

import pytest

from hjourney_tui.core.records import record


def card_class(make: Any, name: str) -> Any:
    """The same class made by `make`, under `name`: a record, and a dataclass to compare it with."""

    class Card:
        """Two fields without defaults, then defaults and factories."""

        id: str
        cost: int
        name: str = "nameless"
        tags: tuple[str, ...] = ()
        notes: dict[str, int] = field(default_factory=dict)
        cache: dict[str, int] = field(default_factory=dict, repr=False, compare=False)

    Card.__name__ = Card.__qualname__ = name  # (a module-level name, so pickle finds it)
    return make(Card)


Card = card_class(record, "Card")
CardAsDataclass = card_class(dataclass(frozen=True), "CardAsDataclass")


@record(frozen=False)
class Tracker:
    value: int
    marks: list[int] = field(default_factory=list)


@record
class Checked:
    low: int
    high: int

    def __post_init__(self) -> None:
        if self.low > self.high:
            raise ValueError("low above high")


@record
class Named(Card):
    title: str = ""


@record(eq=False)
class Token:
    kind: str


def test_arguments_by_position_keyword_and_default() -> None:
    a = Card("c1", 2, tags=("x",))
    assert (a.id, a.cost, a.name, a.tags, a.notes) == ("c1", 2, "nameless", ("x",), {})
    assert Card(cost=2, id="c1", tags=("x",)) == a
    assert list(vars(a)) == ["id", "cost", "name", "tags", "notes", "cache"]  # field order, as dataclass


def test_each_instance_gets_its_own_factory_value() -> None:
    a, b = Card("a", 1), Card("b", 1)
    assert a.notes is not b.notes
    given = {"x": 1}
    assert Card("a", 1, "n", (), given).notes is given
    assert Card("a", 1, notes=given).notes is given


@pytest.mark.parametrize("args, kwargs", [
    (("a",), {}),
    ((), {}),
    (("a", 1), {"colour": "red"}),
    (("a", 1), {"id": "b"}),
    (("a", 1, "n", (), {}, {}, 7), {}),
])
def test_wrong_arguments_are_refused_in_the_words_of_a_dataclass(args, kwargs) -> None:  # noqa: ANN001
    with pytest.raises(TypeError) as ours:
        Card(*args, **kwargs)
    with pytest.raises(TypeError) as theirs:
        CardAsDataclass(*args, **kwargs)
    assert str(ours.value) == str(theirs.value).replace("CardAsDataclass", "Card")


def test_equality_hash_and_repr_match_a_dataclass() -> None:
    a = Card("c1", 2, "Axe", ("edge",), {"n": 1}, {"ignored": 1})
    d = CardAsDataclass("c1", 2, "Axe", ("edge",), {"n": 1}, {"ignored": 1})
    assert repr(a) == repr(d).replace("CardAsDataclass", "Card")
    assert a == Card("c1", 2, "Axe", ("edge",), {"n": 1}, {"other": 2})  # cache is not compared
    assert a != Card("c1", 3, "Axe", ("edge",), {"n": 1})
    assert a != d  # another class is never equal, as with dataclasses
    assert hash(Checked(1, 2)) == hash(Checked(1, 2)) == hash((1, 2))  # the compared fields, as dataclass
    assert len({Checked(1, 2), Checked(1, 2), Checked(1, 3)}) == 2


def test_frozen_records_refuse_changes_and_mutable_ones_allow_them() -> None:
    a = Card("c1", 2)
    with pytest.raises(FrozenInstanceError):
        a.cost = 3  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del a.cost  # type: ignore[misc]
    t = Tracker(1)
    t.value += 1
    t.marks.append(4)
    assert t == Tracker(2, [4])
    with pytest.raises(TypeError):
        hash(t)  # mutable and compared by value: unhashable, as a dataclass


def test_post_init_runs_after_the_fields_are_set() -> None:
    assert Checked(1, 2).high == 2
    with pytest.raises(ValueError, match="low above high"):
        Checked(3, 2)


def test_a_record_may_extend_another() -> None:
    n = Named("c1", 2, title="Sir")
    assert [f.name for f in fields(n)] == ["id", "cost", "name", "tags", "notes", "cache", "title"]
    assert n.title == "Sir" and n.name == "nameless"
    assert n != Card("c1", 2)


def test_identity_equality_when_asked() -> None:
    a = Token("x")
    assert a != Token("x") and a == a
    assert len({a, Token("x")}) == 2


def test_standard_library_helpers_work() -> None:
    a = Card("c1", 2, notes={"n": 1})
    assert is_dataclass(a)
    assert replace(a, cost=5) == Card("c1", 5, notes={"n": 1})
    assert asdict(a) == {"id": "c1", "cost": 2, "name": "nameless", "tags": (), "notes": {"n": 1}, "cache": {}}
    assert copy.deepcopy(a) == a
    assert pickle.loads(pickle.dumps(a)) == a


def test_compiled_inits_are_kept_between_runs(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    from hjourney_tui.core import parse_cache, records

    monkeypatch.setenv("HJOURNEY_CACHE", str(tmp_path))
    monkeypatch.setattr(records, "_code_cache", None)

    @record
    class First:
        a: int
        b: int = 2

    assert First(1).b == 2  # compiled, and kept
    kept = parse_cache.read(records._CACHE_NAME, records._CACHE_KEY)
    assert any(source.startswith("def __init__(self, a, b=_default1):") for source in kept)

    def no_compiling(*args: object, **kwargs: object) -> None:
        raise AssertionError("compiled again")

    monkeypatch.setattr(records, "_code_cache", None)  # as in a new run
    monkeypatch.setattr(records, "compile", no_compiling, raising=False)

    @record
    class Second:  # the same fields: the kept code serves
        a: int
        b: int = 2

    assert Second(5, 6).b == 6 and Second(5).b == 2


def test_a_damaged_cache_of_inits_is_ignored(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    from hjourney_tui.core import records

    monkeypatch.setenv("HJOURNEY_CACHE", str(tmp_path))
    monkeypatch.setattr(records, "_code_cache", None)
    (tmp_path / f"{records._CACHE_NAME}.marshal").write_bytes(b"\x00 not marshal data")

    @record
    class Third:
        a: int

    assert Third(3).a == 3
