"""The address other devices at the table use to reach this machine.

Found from the machine's own interfaces, without sending a packet anywhere: the `ip` command
(Linux), else `ifconfig` (macOS, BSD), else what the host name resolves to. A machine with
several networks (Wi-Fi and a cable, a VPN, Docker's bridges) gets the most likely one first;
`--host` picks another.
"""

from __future__ import annotations

import ipaddress
import re
import shutil
import socket
import subprocess
from collections.abc import Iterable

_VIRTUAL_PREFIXES = ("docker", "br-", "veth", "virbr", "cni", "flannel", "vmnet", "vboxnet")
"""Interfaces of containers and virtual machines: a tablet on the Wi-Fi cannot reach them."""

_IP_LINE = re.compile(r"^\d+:\s+(?P<name>\S+)\s+inet\s+(?P<address>[\d.]+)/")
_IFCONFIG_INET = re.compile(r"^\s+inet (?:addr:)?(?P<address>[\d.]+)")


def parse_ip_output(text: str) -> list[tuple[str, str]]:
    """(interface, address) pairs from `ip -4 -o addr show` output."""
    pairs = []
    for line in text.splitlines():
        match = _IP_LINE.match(line)
        if match:
            pairs.append((match["name"], match["address"]))
    return pairs


def parse_ifconfig_output(text: str) -> list[tuple[str, str]]:
    """(interface, address) pairs from `ifconfig` output (BSD, macOS or old Linux style)."""
    pairs = []
    interface = ""
    for line in text.splitlines():
        if line and not line[0].isspace():
            interface = line.split(":", 1)[0].split()[0]
            continue
        match = _IFCONFIG_INET.match(line)
        if match and interface:
            pairs.append((interface, match["address"]))
    return pairs


def rank_addresses(pairs: Iterable[tuple[str, str]]) -> list[str]:
    """The usable addresses, best first: private ranges on real interfaces, then the rest.

    Loopback and link-local (169.254.x.x, no DHCP answer) addresses are dropped: no other
    device can use them.
    """
    ranked: list[tuple[int, int, str]] = []
    for order, (interface, text) in enumerate(pairs):
        try:
            address = ipaddress.IPv4Address(text)
        except ValueError:
            continue
        if address.is_loopback or address.is_link_local or address.is_unspecified:
            continue
        virtual = interface.startswith(_VIRTUAL_PREFIXES)
        score = (2 if virtual else 0) + (0 if address.is_private else 1)
        ranked.append((score, order, text))
    seen: dict[str, None] = {}
    for _, _, text in sorted(ranked):
        seen.setdefault(text)
    return list(seen)


def _command_output(*command: str) -> str:
    if shutil.which(command[0]) is None:
        return ""
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=5, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout if done.returncode == 0 else ""


def _hostname_pairs() -> list[tuple[str, str]]:
    """What the host name resolves to (hosts file or mDNS): the last resort."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return []
    return [("hostname", str(info[4][0])) for info in infos]


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses that another device could reach, best first."""
    pairs = parse_ip_output(_command_output("ip", "-4", "-o", "addr", "show"))
    if not pairs:
        pairs = parse_ifconfig_output(_command_output("ifconfig"))
    if not pairs:
        pairs = _hostname_pairs()
    return rank_addresses(pairs)
