"""Writes the small ZIP fixtures of the transcript reader's tests. Run from this folder: python3 make-zips.py"""
import io, zipfile

def read(path):
    return open(path, "rb").read()

def write(name, members):
    with zipfile.ZipFile(name, "w", zipfile.ZIP_DEFLATED) as z:
        for member, data in members:
            info = zipfile.ZipInfo(member, date_time=(2026, 3, 2, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)

# A day's mailbox download: one module per file, in the three formats, and a file that is no transcript.
write("mailbox.zip", [
    ("100000000001-1-9876.html", read("../html/lien.html")),
    ("100000000002-1-9876.pdf", read("../pdf/agreement.pdf")),
    ("notes/100000000003-1-6789.txt", read("../text/cnc.txt")),
    ("readme.txt", b"Mailbox download of 2026-03-02\n"),
])
write("traversal.zip", [("ok.txt", read("../text/clean.txt")), ("../evil.txt", read("../text/clean.txt"))])
inner = io.BytesIO()
with zipfile.ZipFile(inner, "w") as z:
    z.writestr("clean.txt", read("../text/clean.txt"))
write("nested.zip", [("ok.txt", read("../text/clean.txt")), ("more/inner.zip", inner.getvalue())])
# 11 MB of one byte deflates to about 11 KB: more than a member may expand to (10 MB).
write("bomb.zip", [("big.txt", b"0" * (11 * 1024 * 1024))])
