"""The cyclic garbage collector is off in a process that runs one command
and ends (start-up time: `referee.cli._pause_collector`), on in the `play`
shell's, and never touched when `main` runs in another program's process."""

import gc

import pytest

from referee.cli import _pause_collector


@pytest.fixture
def collector():
    """The collector as the test found it, put back after."""
    was = gc.isenabled()
    gc.enable()
    yield
    (gc.enable if was else gc.disable)()


@pytest.mark.parametrize("argv", [["ask", "how many dice do I roll"], ["status", "--json"], ["--lang", "es", "games"], []])
def test_a_one_command_process_runs_without_it(collector, argv):
    _pause_collector(argv)
    assert not gc.isenabled()


@pytest.mark.parametrize("argv", [["play"], ["--lang", "es", "play", "night.toml"]])
def test_the_shell_keeps_it(collector, argv):
    _pause_collector(argv)
    assert gc.isenabled()


def test_main_called_with_its_arguments_leaves_it_alone(collector, cli):
    code, out, _ = cli("games")
    assert code == 0 and out and gc.isenabled()
