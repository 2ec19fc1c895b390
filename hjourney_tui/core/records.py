"""Records: dataclasses that cost next to nothing to define.

`@dataclass` writes the source of each generated method (`__init__`, `__repr__`, `__eq__`,
`__hash__` and, when frozen, `__setattr__` and `__delattr__`) and compiles it as the class is
defined: about half a millisecond a class on Python 3.11. A game defines a hundred or so such
classes, all imported when a save opens, and compiling them was a sixth of the time from the
command line to the game's first frame. `record` makes the same classes with shared methods that
read the class's field list; only `__init__`, which must be quick, is compiled, and only when the
class is first instantiated.

To the standard library a record is a dataclass: `fields`, `replace`, `asdict` and
`is_dataclass` work on it, and `field(default_factory=..., repr=False, compare=False)` means what
it means for a dataclass. What it supports is what the engines use: fields with or without
defaults, taken by position or keyword; `__post_init__`; a class's own `__init__`, `__eq__`,
`__hash__` or `__repr__`, which are kept. It has no `field(init=False)`, keyword-only fields,
ordering or slots.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import MISSING, FrozenInstanceError
from operator import attrgetter
from reprlib import recursive_repr
from types import CodeType
from typing import Any, TypeVar, overload

from . import parse_cache

T = TypeVar("T")


@overload
def record(cls: type[T], /) -> type[T]: ...


@overload
def record(*, frozen: bool = True, eq: bool = True) -> Callable[[type[T]], type[T]]: ...


def record(cls: type[T] | None = None, /, *, frozen: bool = True, eq: bool = True) -> Any:
    """Make `cls` a dataclass, frozen unless `frozen=False`; `eq=False` keeps identity equality.

    Use as `@record` (frozen) or `@record(frozen=False)` (a mutable record, as `@dataclass`)."""

    def wrap(c: type[T]) -> type[T]:
        return _make(c, frozen, eq)

    return wrap if cls is None else wrap(cls)


def _make(cls: type[T], frozen: bool, eq: bool) -> type[T]:
    own = dict(cls.__dict__)
    if cls.__doc__ is None:  # else dataclass builds one from inspect.signature, which is slow
        cls.__doc__ = f"{cls.__name__} record."
    # Fields only: with these flags dataclass generates no method, so it compiles nothing.
    cls = dataclasses.dataclass(init=False, repr=False, eq=False)(cls)
    fields = dataclasses.fields(cls)
    for f in fields:
        if not f.init or f.kw_only is True:
            raise TypeError(f"{cls.__name__}.{f.name}: a record field is always an __init__ argument")
    if "__init__" not in own:
        cls.__init__ = _init(cls, fields, frozen)
    if "__repr__" not in own:
        cls.__repr__ = _repr(tuple(f.name for f in fields if f.repr))
    if eq and "__eq__" not in own:
        key = _key(tuple(f.name for f in fields if f.compare))
        cls.__eq__ = _eq(key)
        explicit_hash = own.get("__hash__", MISSING) not in (MISSING, None)
        if not explicit_hash:
            # as dataclass: a frozen record hashes its compared fields; a mutable one is unhashable
            cls.__hash__ = _hash(key) if frozen else None
    if frozen:
        cls.__setattr__ = _refuse_set
        cls.__delattr__ = _refuse_del
    return cls


def _init(cls: type, fields: tuple[dataclasses.Field, ...], frozen: bool) -> Callable[..., None]:
    """A stand-in `__init__` that compiles the real one when the class is first instantiated and
    puts it in its place: a class never instantiated (most are not, in a given game) costs nothing."""

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        real = _compile_init(cls, fields, frozen)
        cls.__init__ = real
        real(self, *args, **kwargs)

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _compile_init(cls: type, fields: tuple[dataclasses.Field, ...], frozen: bool) -> Callable[..., None]:
    """`__init__` as dataclass writes it: the same arguments, defaults, factories and errors."""
    env: dict[str, Any] = {"_set": object.__setattr__, "_FACTORY": _FACTORY}
    params, body = ["self"], []
    for i, f in enumerate(fields):
        value = f.name
        if f.default_factory is not MISSING:
            env[f"_factory{i}"] = f.default_factory
            params.append(f"{f.name}=_FACTORY")
            value = f"_factory{i}() if {f.name} is _FACTORY else {f.name}"
        elif f.default is not MISSING:
            env[f"_default{i}"] = f.default
            params.append(f"{f.name}=_default{i}")
        else:
            params.append(f.name)
        # a frozen record's own __setattr__ refuses every assignment, so its fields are set as a
        # frozen dataclass sets them
        body.append(f"_set(self, {f.name!r}, {value})" if frozen else f"self.{f.name} = {value}")
    if hasattr(cls, "__post_init__"):
        body.append("self.__post_init__()")
    source = f"def __init__({', '.join(params)}):\n    " + "\n    ".join(body or ["pass"]) + "\n"
    exec(_compiled(source), env)
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


_FACTORY = object()  # the default of a field filled by its factory

# Compiled __init__ code, by source text, kept between runs as Python keeps a module's bytecode:
# compiling the eighty or so a game instantiates took some 15 ms of every start. The code object
# depends only on its source text, so a stale entry can only go unused; the cache is read once per
# run and written whenever an __init__ had to be compiled (a new or changed record).
_CACHE_NAME = "record-inits"
_CACHE_KEY = "1"
_CACHE_LIMIT = 500  # entries kept before starting afresh: old versions of records pile up (some 200 live)
_code_cache: dict[str, CodeType] | None = None


def _compiled(source: str) -> CodeType:
    global _code_cache
    if _code_cache is None:
        kept = parse_cache.read(_CACHE_NAME, _CACHE_KEY)
        _code_cache = kept if isinstance(kept, dict) and len(kept) < _CACHE_LIMIT else {}
    code = _code_cache.get(source)
    if not isinstance(code, CodeType):
        code = _code_cache[source] = compile(source, "<record __init__>", "exec")
        parse_cache.write(_CACHE_NAME, _CACHE_KEY, _code_cache)
    return code


def _key(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    if not names:
        return lambda obj: ()
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return attrgetter(*names)


def _eq(key: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any, Any], Any]:
    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return key(self) == key(other)
        return NotImplemented

    return __eq__


def _hash(key: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any], int]:
    def __hash__(self: Any) -> int:
        return hash(key(self))

    return __hash__


def _repr(names: tuple[str, ...]) -> Callable[[Any], str]:
    @recursive_repr()
    def __repr__(self: Any) -> str:
        inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in names)
        return f"{self.__class__.__qualname__}({inner})"

    return __repr__


def _refuse_set(self: Any, name: str, value: Any) -> None:
    raise FrozenInstanceError(f"cannot assign to field '{name}'")


def _refuse_del(self: Any, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field '{name}'")
