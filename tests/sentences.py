"""The Fluent files as the tests read them: each message's source and variables by language."""

from __future__ import annotations

from functools import cache

from fluent.syntax import FluentParser, Visitor
from fluent.syntax import ast as fluent
from fluent.syntax.serializer import serialize_pattern

from cards_data.sentences import SENTENCES, Sentences


class References(Visitor):
    """The variables and functions a Fluent message uses, in any of its variants."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.functions: set[str] = set()

    def visit_VariableReference(self, node: fluent.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_FunctionReference(self, node: fluent.FunctionReference) -> None:
        self.functions.add(node.id.name)
        self.generic_visit(node)


def references(message: fluent.Message) -> References:
    found = References()
    found.visit(message)
    return found


def messages(lang: str, sentences: Sentences = SENTENCES) -> dict[str, fluent.Message]:
    """The messages of one language's folder; a line Fluent cannot read, or an id defined
    twice (in one file or two), fails the test."""
    found = []
    for path in sentences.files(lang):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [entry.content for entry in resource.body if isinstance(entry, fluent.Junk)]
        assert not junk, f"{lang}/{path.name}: {junk}"
        found += [entry for entry in resource.body if isinstance(entry, fluent.Message)]
    ids = [message.id.name for message in found]
    assert len(ids) == len(set(ids)), f"{lang} defines an id twice"
    return {message.id.name: message for message in found}


@cache
def _messages(lang: str) -> dict[str, fluent.Message]:
    return messages(lang)


def source(message_id: str, lang: str) -> str:
    """How the file of `lang` writes message `message_id` (its value, without attributes)."""
    message = _messages(lang)[message_id]
    return serialize_pattern(message.value)


def variables(message_id: str, lang: str) -> set[str]:
    return references(_messages(lang)[message_id]).variables
