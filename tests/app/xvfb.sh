# xvfb.sh, sourced by the window tests: starts a private Xvfb display and
# sets $display to it, and $out to a fresh directory; both go when the
# script exits. Exits 77 (skip) when Xvfb is not installed.
command -v Xvfb >/dev/null 2>&1 || { echo "Xvfb not installed: skipped"; exit 77; }
n=120
while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do n=$((n + 1)); done
Xvfb ":$n" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
out=$(mktemp -d)
trap 'kill "$xvfb" 2>/dev/null; rm -rf "$out"' EXIT
i=0
while [ ! -e "/tmp/.X11-unix/X$n" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
display=":$n"
