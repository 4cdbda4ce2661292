"""The cyclic garbage collector is off in a process that runs one command
and ends (start-up time: `referee.cli._pause_collector`), on in the `play`
shell's, and never touched when `main` runs in another program's process;
once such a process's command is done, what it built is frozen out of the
collection Python runs as it shuts down (`_spare_exit_walk`)."""

import gc
import os
import subprocess
import sys

import pytest

import referee
from referee.cli import _pause_collector, _spare_exit_walk


@pytest.fixture
def collector():
    """The collector as the test found it, put back after."""
    was = gc.isenabled()
    gc.enable()
    yield
    (gc.enable if was else gc.disable)()


@pytest.mark.parametrize("argv", [["ask", "how many dice do I roll"], ["status", "--json"], ["--lang", "es", "games"], []])
def test_a_one_command_process_runs_without_it(collector, argv):
    assert _pause_collector(argv)
    assert not gc.isenabled()


@pytest.mark.parametrize("argv", [["play"], ["--lang", "es", "play", "night.toml"]])
def test_the_shell_keeps_it(collector, argv):
    assert not _pause_collector(argv)
    assert gc.isenabled()


def test_the_exit_walk_is_spared():
    assert gc.get_freeze_count() == 0
    try:
        _spare_exit_walk()
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_main_called_with_its_arguments_freezes_nothing(collector, cli):
    code, out, _ = cli("--lang", "en", "games")
    assert code == 0 and out and gc.get_freeze_count() == 0


def _run_as_a_process(args: list[str], cwd) -> subprocess.CompletedProcess:
    """`referee ARGS` run by `main()` as a process's own command line (a fresh
    interpreter on the package this one imported), reporting on stderr after
    the command's own lines its exit code and what it left of the collector."""
    package_root = os.path.dirname(os.path.dirname(os.path.abspath(referee.__file__)))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, (package_root, os.environ.get("PYTHONPATH")))))
    probe = (
        "import gc, sys\n"
        "from referee.cli import main\n"
        f"sys.argv = ['referee', *{args!r}]\n"
        "try:\n"
        "    main()\n"
        "except SystemExit as done:\n"
        "    sys.stderr.write(f'exit {done.code} enabled {gc.isenabled()} frozen {gc.get_freeze_count() > 0}')\n"
    )
    return subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=120, cwd=cwd)


def test_a_process_ends_frozen_with_its_output_and_exit_code(tmp_path):
    done = _run_as_a_process(["--lang", "en", "games", "--json"], tmp_path)
    assert done.stderr == "exit 0 enabled False frozen True" and done.stdout.rstrip().endswith(("]", "}"))
    refused = _run_as_a_process(["--lang", "xx", "games"], tmp_path)
    assert refused.stderr.endswith("exit 2 enabled False frozen True") and "xx" in refused.stderr
