"""The rules package's layers, read from its source with `ast`: rules.core imports neither game,
rules.bang and rules.duel never import each other, no module of rules imports the app or the
camera, and no chain of imports among rules' modules comes back to where it started (imports
inside functions count: they only hide a cycle until it is called). Nor does the core define or
name a BANG!-only move, or read one game's data (load_bang, load_duel)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SIBLINGS = ("rules.bang", "rules.duel")
OUTSIDE = ("companion", "camera", "camera_training")


def module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(tree: ast.AST, known: set[str]) -> Iterator[str]:
    """Every module an `import` or `from ... import` names, at any depth: `from package
    import name` is the submodule when `name` is one, else the package itself."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                submodule = f"{node.module}.{alias.name}"
                yield submodule if submodule in known else node.module


def import_graph(root: Path = ROOT, packages: tuple[str, ...] = ("rules",)) -> dict[str, set[str]]:
    """Each module of `packages` and the modules it imports (any package's)."""
    paths = {
        module_name(path, root): path
        for package in packages
        for path in (root / package).rglob("*.py")
    }
    known = set(paths)
    return {
        name: set(imported(ast.parse(path.read_text(), str(path)), known)) - {name}
        for name, path in paths.items()
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm): each one
    holds at least one import cycle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in graph.get(node, ()):
            if other not in graph:
                continue
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while (top := stack.pop()) != node:
                group.append(top)
            if group:
                found.append(sorted([node, *group]))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def imports_of(graph: dict[str, set[str]], package: str, target: str) -> list[str]:
    """`module imports other` for each import from `package`'s modules into `target`."""
    return sorted(
        f"{module} imports {other}"
        for module, others in graph.items()
        if within(module, package)
        for other in others
        if within(other, target)
    )


def write_tree(root: Path, files: dict[str, str]) -> None:
    """A made-up source tree under `root`, for the tests that show a check can fail."""
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)


def test_no_import_cycle_among_the_rules_modules():
    assert cycles(import_graph()) == []


def test_no_import_cycle_among_the_shipped_packages_modules():
    """The app, the camera and the card data too: type-only imports count, since a cycle
    hidden behind TYPE_CHECKING is still two modules that cannot be read apart."""
    shipped = ("rules", "companion", "camera", "cards_data")
    assert cycles(import_graph(ROOT, shipped)) == []


def test_the_core_imports_neither_game():
    graph = import_graph()
    assert [line for game in SIBLINGS for line in imports_of(graph, "rules.core", game)] == []


def test_the_two_games_never_import_each_other():
    graph = import_graph()
    assert imports_of(graph, "rules.bang", "rules.duel") == []
    assert imports_of(graph, "rules.duel", "rules.bang") == []


def test_the_apps_duel_modules_never_import_bang():
    """The app's Duel presenter, choices and words take shared types from the core."""
    graph = import_graph(ROOT, ("rules", "companion"))
    games = [m for m in graph if within(m, "companion.games")]
    duel = [m for m in games if m.rsplit(".", 1)[-1].startswith("duel")]
    assert len(duel) >= 3, "the app's Duel modules moved: say where in this test"
    assert [line for module in duel for line in imports_of(graph, module, "rules.bang")] == []


def test_the_rules_never_import_the_app_or_the_camera():
    graph = import_graph()
    assert [line for outside in OUTSIDE for line in imports_of(graph, "rules", outside)] == []


def test_every_rules_module_imported_is_one_on_disk():
    """A stale path (`rules.engine` after the move) would be found in another checkout by an
    editable install, and pass unnoticed."""
    graph = import_graph()
    stale = {
        f"{module} imports {other}"
        for module, others in graph.items()
        for other in others
        if within(other, "rules") and other not in graph and other.rsplit(".", 1)[0] not in graph
    }
    assert stale == set()


def test_the_checks_find_a_cycle_and_a_crossing(tmp_path):
    """The checks above can fail: a tree with a cycle and a game importing the other."""
    write_tree(
        tmp_path,
        {
            "rules/__init__.py": "",
            "rules/core/__init__.py": "",
            "rules/core/a.py": "from rules.core import b\n",
            "rules/core/b.py": "def f():\n    from rules.core.a import g\n",
            "rules/bang/__init__.py": "",
            "rules/bang/x.py": "import rules.duel.y\n",
            "rules/duel/__init__.py": "",
            "rules/duel/y.py": "from companion import app\n",
        },
    )
    graph = import_graph(tmp_path)
    assert cycles(graph) == [["rules.core.a", "rules.core.b"]]
    assert imports_of(graph, "rules.bang", "rules.duel") == ["rules.bang.x imports rules.duel.y"]
    assert imports_of(graph, "rules", "companion") == ["rules.duel.y imports companion"]


GAME_DATA = frozenset({"load_bang", "load_duel"})
"""The loaders of one game's data (cards_data): the core reads neither, each game names its own."""


def defined(tree: ast.Module) -> set[str]:
    """The names a module defines at its top: classes, functions and assigned names."""
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ClassDef | ast.FunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(target.id for target in node.targets if isinstance(target, ast.Name))
    return names


def named(tree: ast.AST) -> set[str]:
    """Every name a module defines, reads or imports, at any depth (`x.name` counts too)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.ClassDef | ast.FunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.ImportFrom | ast.Import):
            names.update(alias.asname or alias.name for alias in node.names)
            names.update(alias.name for alias in node.names)
    return names


def game_names_in_core(root: Path = ROOT) -> list[str]:
    """`module names X` for each BANG!-only move or union (what rules/bang/moves.py defines)
    and each game's data loader that a module of rules/core defines, imports or reads."""
    bang_only = defined(ast.parse((root / "rules/bang/moves.py").read_text()))
    forbidden = bang_only | GAME_DATA
    return sorted(
        f"{module_name(path, root)} names {name}"
        for path in (root / "rules/core").rglob("*.py")
        for name in named(ast.parse(path.read_text(), str(path))) & forbidden
    )


def test_the_core_names_no_bang_only_move_and_reads_no_games_data():
    assert game_names_in_core() == []


def test_the_check_finds_a_bang_move_and_a_games_data_in_the_core(tmp_path):
    """The check above can fail: a core that defines BANG!'s Keep, types with its Move union and
    names cards with BANG!'s data."""
    write_tree(
        tmp_path,
        {
            "rules/bang/moves.py": "class Keep: ...\n\nMove = Keep | int\n",
            "rules/core/moves.py": "class Keep: ...\n",
            "rules/core/game.py": "def f(move: 'int') -> None:\n    log: list[Move] = []\n",
            "rules/core/refusals.py": "from cards_data import load_bang\n",
        },
    )
    assert game_names_in_core(tmp_path) == [
        "rules.core.game names Move",
        "rules.core.moves names Keep",
        "rules.core.refusals names load_bang",
    ]
