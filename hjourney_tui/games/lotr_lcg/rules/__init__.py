"""The rules as small modules of functions over the game and its typed state.

`round.play` is the whole game as one script: setup and mulligans, then
rounds of seven phases (resource, planning, quest, travel, encounter,
combat, refresh) until the last stage is completed or every player is out.
"""
