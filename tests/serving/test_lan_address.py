"""Finding the LAN address from interface listings (parsed from text: no network is touched)."""

from __future__ import annotations

from companion.serving.lan_address import (
    parse_ifconfig_output,
    parse_ip_output,
    rank_addresses,
)

IP_OUTPUT = """\
1: lo    inet 127.0.0.1/8 scope host lo\\       valid_lft forever preferred_lft forever
2: docker0    inet 172.17.0.1/16 brd 172.17.255.255 scope global docker0\\       valid_lft forever
3: wlp2s0    inet 192.168.1.23/24 brd 192.168.1.255 metric 600 scope global dynamic wlp2s0\\
4: enp0s31f6    inet 169.254.10.2/16 brd 169.254.255.255 scope link enp0s31f6\\
"""

IFCONFIG_OUTPUT = """\
lo0: flags=8049<UP,LOOPBACK,RUNNING,MULTICAST> mtu 16384
\tinet 127.0.0.1 netmask 0xff000000
en0: flags=8863<UP,BROADCAST,SMART,RUNNING,SIMPLEX,MULTICAST> mtu 1500
\tether 3c:22:fb:00:00:00
\tinet6 fe80::1%en0 prefixlen 64 secured scopeid 0x4
\tinet 10.0.0.42 netmask 0xffffff00 broadcast 10.0.0.255
eth1      Link encap:Ethernet  HWaddr 00:11:22:33:44:55
          inet addr:192.168.5.7  Bcast:192.168.5.255  Mask:255.255.255.0
"""


def test_ip_output_is_parsed() -> None:
    assert parse_ip_output(IP_OUTPUT) == [
        ("lo", "127.0.0.1"),
        ("docker0", "172.17.0.1"),
        ("wlp2s0", "192.168.1.23"),
        ("enp0s31f6", "169.254.10.2"),
    ]


def test_ifconfig_output_is_parsed() -> None:
    assert parse_ifconfig_output(IFCONFIG_OUTPUT) == [
        ("lo0", "127.0.0.1"),
        ("en0", "10.0.0.42"),
        ("eth1", "192.168.5.7"),
    ]


def test_the_wifi_comes_before_docker_and_loopback_and_link_local_are_dropped() -> None:
    assert rank_addresses(parse_ip_output(IP_OUTPUT)) == ["192.168.1.23", "172.17.0.1"]


def test_private_before_public_then_listing_order_without_duplicates() -> None:
    pairs = [("eth0", "81.2.69.160"), ("wlan0", "10.1.2.3"), ("eth1", "10.1.2.3"), ("x", "junk")]
    assert rank_addresses(pairs) == ["10.1.2.3", "81.2.69.160"]
    assert rank_addresses([]) == []
