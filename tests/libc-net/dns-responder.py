#!/usr/bin/env python3
"""A DNS responder that answers wrongly on purpose, for the stub resolver
tests: truncation (TC, then the full answer over TCP), compression loops,
wrong ids and questions, oversized names, cut records, server failure,
silence. The first label of the question picks the behaviour; AAAA
questions get an empty NOERROR answer unless the behaviour says more.

    dns-responder.py ADDRESS PORT PIDFILE
"""
import os
import socket
import struct
import sys
import threading


def qname_end(msg):
    i = 12
    while msg[i]:
        i += msg[i] + 1
    return i + 1


def header(qid, flags, an=0, qd=1):
    return struct.pack(">HHHHHH", qid, flags, qd, an, 0, 0)


def a_rr(owner, addr, rdlen=4):
    return owner + struct.pack(">HHIH", 1, 1, 60, rdlen) + bytes(addr)[:rdlen] + b"\0" * (rdlen - len(addr))


def answers(msg, tcp):
    """The messages to send back, in order (an empty list: silence)."""
    qid = struct.unpack(">H", msg[:2])[0]
    end = qname_end(msg)
    question = msg[12:end + 4]
    qtype = struct.unpack(">H", msg[end:end + 2])[0]
    label = msg[13:13 + msg[12]].decode("ascii", "replace").lower()
    ok = 0x8180
    ptr = b"\xc0\x0c"
    if qtype != 1 and label not in ("silent",):
        return [header(qid, ok) + question]
    if label == "tc":
        if not tcp:
            return [header(qid, ok | 0x0200) + question]
        return [header(qid, ok, an=2) + question + a_rr(ptr, [192, 0, 2, 50]) + a_rr(ptr, [192, 0, 2, 51])]
    if label == "wrongid":
        bad = header(qid ^ 0x5555, ok, an=1) + question + a_rr(ptr, [192, 0, 2, 66])
        good = header(qid, ok, an=1) + question + a_rr(ptr, [192, 0, 2, 67])
        return [bad, good]
    if label == "wrongq":
        other = b"\x06wrongx\x04test\x00\x00\x01\x00\x01"
        bad = header(qid, ok, an=1) + other + a_rr(ptr, [192, 0, 2, 68])
        good = header(qid, ok, an=1) + question + a_rr(ptr, [192, 0, 2, 69])
        return [bad, good]
    if label == "loop":
        # The owner name: a label, then a pointer back to that label.
        at = 12 + len(question)
        owner = b"\x01x" + struct.pack(">H", 0xc000 | at)
        return [header(qid, ok, an=1) + question + a_rr(owner, [192, 0, 2, 70])]
    if label == "selfptr":
        at = 12 + len(question)
        return [header(qid, ok, an=1) + question + a_rr(struct.pack(">H", 0xc000 | at), [192, 0, 2, 71])]
    if label == "forward":
        at = 12 + len(question)
        owner = struct.pack(">H", 0xc000 | (at + 2 + 14))
        return [header(qid, ok, an=1) + question + a_rr(owner, [192, 0, 2, 72])]
    if label == "long":
        # CNAME to a name of 300 bytes (5 labels of 59): no name may exceed 255.
        target = b"".join(b"\x3b" + b"a" * 59 for _ in range(5)) + b"\0"
        cname = ptr + struct.pack(">HHIH", 5, 1, 60, len(target)) + target
        return [header(qid, ok, an=2) + question + cname + a_rr(ptr, [192, 0, 2, 73])]
    if label == "cut":
        full = header(qid, ok, an=2) + question + a_rr(ptr, [192, 0, 2, 74]) + a_rr(ptr, [192, 0, 2, 75])
        return [full[:-7]]
    if label == "badlen":
        return [header(qid, ok, an=1) + question + a_rr(ptr, [192, 0, 2, 76], rdlen=5)]
    if label == "servfail":
        return [header(qid, 0x8182) + question]
    if label == "silent":
        return []
    return [header(qid, 0x8183) + question]


def serve_udp(sock):
    while True:
        msg, peer = sock.recvfrom(4096)
        try:
            for out in answers(msg, False):
                sock.sendto(out, peer)
        except Exception as e:  # a malformed question: no answer
            print("udp:", e, file=sys.stderr)


def serve_tcp_conn(conn):
    with conn:
        try:
            n = struct.unpack(">H", conn.recv(2))[0]
            msg = b""
            while len(msg) < n:
                chunk = conn.recv(n - len(msg))
                if not chunk:
                    return
                msg += chunk
            for out in answers(msg, True):
                conn.sendall(struct.pack(">H", len(out)) + out)
        except Exception as e:
            print("tcp:", e, file=sys.stderr)


def serve_tcp(sock):
    while True:
        conn, _ = sock.accept()
        threading.Thread(target=serve_tcp_conn, args=(conn,), daemon=True).start()


def main():
    addr, port, pidfile = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    u = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    u.bind((addr, port))
    t = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    t.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    t.bind((addr, port))
    t.listen(8)
    threading.Thread(target=serve_tcp, args=(t,), daemon=True).start()
    with open(pidfile + ".tmp", "w") as f:
        f.write("%d\n" % os.getpid())
    os.rename(pidfile + ".tmp", pidfile)
    serve_udp(u)


if __name__ == "__main__":
    main()
