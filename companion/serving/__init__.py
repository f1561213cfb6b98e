"""`bang-companion serve`: the companion as a web page for the tablets and phones at a table.

textual-serve runs one app process per browser connection and has no authentication, so this
package adds what a shared table needs around it: a secret link for LAN mode (`token_guard`),
no other web site at the door (`origin_check`), the machine's LAN address (`lan_address`), the
QR code that carries the link (`qr_code`, `join_link`), one camera owner at a time
(`webcam_lock`), app processes that end with their page (`app_process`), a page that works
offline and at any name of the host (`page`), a limit on devices (`device_limit`), checked
websocket messages and terminal sizes (`browser_messages`, `websocket_session`), a log that
stays short under hostile traffic (`quiet_log`), and the server itself (`server`).
The game is shared through the saved-games database, never through a process's memory.
"""
