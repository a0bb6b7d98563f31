#!/usr/bin/env bash
# A real single-node Slurm on 127.0.0.1, for the scale-out test (scripts/slurm/test.sh).
#
#   scripts/slurm/cluster.sh start    install Debian's slurm-wlm and munge when missing (root and
#                                     apt-get), write .slurm/etc/slurm.conf, create a munge key,
#                                     start munged, slurmctld and slurmd, and wait until the node
#                                     is idle
#   scripts/slurm/cluster.sh stop     cancel the cluster's jobs and stop exactly the daemons
#                                     `start` launched (their pids are in .slurm/run/), also after
#                                     a failed start
#   scripts/slurm/cluster.sh status   the daemons and `sinfo`; exits 0 only when the node is up
#   scripts/slurm/cluster.sh env      prints `export SLURM_CONF=…` for the client commands
#
# Everything lives in .slurm/ at the repository root (config, munge key and socket, state,
# spool, logs, pids); nothing is written to /etc and no system service is started. The
# controller and node listen on 127.0.0.1, ports $WIKIBLANKS_SLURMCTLD_PORT (16817) and
# $WIKIBLANKS_SLURMD_PORT (16818).
#
# Exit codes: 0 success; 1 something went wrong (said on stderr, with the daemons' last lines);
# 3 Slurm cannot run here: slurm-wlm or munge is missing and cannot be installed (not root, no
# apt-get, or apt-get failed), or we are not root.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
DIR="$ROOT/.slurm"
CONF="$DIR/etc/slurm.conf"
RUN="$DIR/run"
LOG="$DIR/log"
MUNGE_DIR="$DIR/munge"
MUNGE_SOCKET="$MUNGE_DIR/munge.socket"
MUNGE_KEY="$MUNGE_DIR/munge.key"
CTLD_PORT="${WIKIBLANKS_SLURMCTLD_PORT:-16817}"
SLURMD_PORT="${WIKIBLANKS_SLURMD_PORT:-16818}"
NODE="$(hostname -s)"
PACKAGES=(slurm-wlm munge)
COMMANDS=(slurmctld slurmd sinfo sbatch squeue scontrol scancel munged munge unmunge)
CANNOT_INSTALL=3
export SLURM_CONF="$CONF"

. "$ROOT/scripts/lib.sh"

# The last lines of each daemon's output (in the foreground they log to stderr as well as to
# their .log, and only stderr has what happens before the log file opens).
show_logs() {
    local f
    for f in "$LOG"/*.out; do
        [ -s "$f" ] || continue
        echo "---- last lines of $f ----" >&2
        tail -n 15 "$f" >&2
    done
}

fail() {
    loud "FAILED: $*"
    show_logs
    exit 1
}

missing_commands() {
    local c missing=()
    for c in "${COMMANDS[@]}"; do
        command -v "$c" >/dev/null 2>&1 || missing+=("$c")
    done
    echo "${missing[*]}"
}

install_packages() {
    local missing
    missing="$(missing_commands)"
    [ -z "$missing" ] && return 0
    if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        loud "Slurm/munge commands are missing: $missing" \
             "and cannot be installed here (needs root and apt-get)." \
             "Install them with: sudo apt-get install ${PACKAGES[*]}"
        exit "$CANNOT_INSTALL"
    fi
    mkdir -p "$DIR"
    echo "cluster.sh: installing ${PACKAGES[*]} (missing: $missing) ..." >&2
    export DEBIAN_FRONTEND=noninteractive
    if ! timeout 900 apt-get install -y --no-install-recommends "${PACKAGES[@]}" >"$DIR/apt.log" 2>&1; then
        echo "cluster.sh: apt-get install failed; running apt-get update once and retrying ..." >&2
        timeout 600 apt-get update >>"$DIR/apt.log" 2>&1 \
            && timeout 900 apt-get install -y --no-install-recommends "${PACKAGES[@]}" >>"$DIR/apt.log" 2>&1 \
            || { loud "apt-get install ${PACKAGES[*]} FAILED; see $DIR/apt.log"; tail -n 20 "$DIR/apt.log" >&2; exit "$CANNOT_INSTALL"; }
    fi
    missing="$(missing_commands)"
    [ -z "$missing" ] || fail "installed ${PACKAGES[*]} but these commands are still missing: $missing"
}

port_free() {
    # Nothing listening on 127.0.0.1:$1 (bash's /dev/tcp; a refused connection means free).
    ! timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1" 2>/dev/null
}

# Half the machine's memory, in MB: slurmd drains a node whose RealMemory is above what it finds.
real_memory() {
    local kb
    kb="$(awk '/^MemTotal:/ {print $2}' /proc/meminfo)"
    echo $(( kb / 1024 / 2 ))
}

write_config() {
    # A Unix socket path is at most 107 bytes.
    [ ${#MUNGE_SOCKET} -le 100 ] || fail "the munge socket path is too long for a Unix socket (${#MUNGE_SOCKET} bytes, at most 100 here): $MUNGE_SOCKET; use a checkout with a shorter path"
    mkdir -p "$DIR/etc" "$DIR/state" "$DIR/spool/slurmd" "$RUN" "$LOG" "$MUNGE_DIR"
    chmod 0755 "$MUNGE_DIR"   # the socket is for every user; the key stays 0400
    cat >"$CONF" <<CONF
# Written by scripts/slurm/cluster.sh: a single-node test cluster on 127.0.0.1.
ClusterName=wikiblanks
SlurmctldHost=$NODE(127.0.0.1)
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$MUNGE_SOCKET
StateSaveLocation=$DIR/state
SlurmdSpoolDir=$DIR/spool/slurmd
SlurmctldPidFile=$RUN/slurmctld.slurm.pid
SlurmdPidFile=$RUN/slurmd.slurm.pid
SlurmctldLogFile=$LOG/slurmctld.log
SlurmdLogFile=$LOG/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
# No cgroups: processes are tracked through /proc, tasks are not confined.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=$LOG/jobcomp.log
MpiDefault=none
MailProg=/bin/true
SwitchType=switch/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
SlurmctldTimeout=30
SlurmdTimeout=30
MessageTimeout=10
InactiveLimit=0
KillWait=10
MinJobAge=600
NodeName=$NODE NodeAddr=127.0.0.1 CPUs=$(nproc) RealMemory=$(real_memory) State=UNKNOWN
PartitionName=main Nodes=$NODE Default=YES MaxTime=INFINITE State=UP
CONF
}

make_key() {
    [ -s "$MUNGE_KEY" ] && return 0
    if command -v mungekey >/dev/null 2>&1; then
        mungekey --create --keyfile="$MUNGE_KEY" >/dev/null 2>&1 || fail "mungekey could not create $MUNGE_KEY"
    else
        head -c 1024 /dev/urandom >"$MUNGE_KEY" || fail "could not create $MUNGE_KEY"
    fi
    chmod 0400 "$MUNGE_KEY"
}

# launch NAME COMMAND…: runs a daemon in the foreground of its own session, logs to
# $LOG/NAME.out, and records its pid in $RUN/NAME.pid (what `stop` kills).
launch() {
    local name="$1"; shift
    setsid "$@" </dev/null >"$LOG/$name.out" 2>&1 &
    echo $! >"$RUN/$name.pid"
}

# alive NAME: the pid recorded for NAME is running and is that daemon.
alive() {
    local name="$1" pid
    [ -f "$RUN/$name.pid" ] || return 1
    pid="$(cat "$RUN/$name.pid")"
    [ -n "$pid" ] && [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$name" ] \
        && [ "$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" != Z ]   # an unreaped zombie is gone
}

# wait_until SECONDS WHAT COMMAND…: polls COMMAND every half second; fails loudly at the deadline.
wait_until() {
    local seconds="$1" what="$2"; shift 2
    local deadline=$(( $(date +%s) + seconds ))
    until "$@" >/dev/null 2>&1; do
        [ "$(date +%s)" -lt "$deadline" ] || fail "$what: not ready after ${seconds}s"
        sleep 0.5
    done
}

munge_works() {
    munge -n -S "$MUNGE_SOCKET" | unmunge -S "$MUNGE_SOCKET"
}

ctld_up() {
    timeout 10 scontrol ping | grep -q 'is UP'
}

node_state() {
    timeout 10 sinfo -h -N -n "$NODE" -o '%T' 2>/dev/null | head -n 1
}

node_idle() {
    case "$(node_state)" in idle|mixed|allocated) return 0 ;; esac
    return 1
}

start() {
    install_packages
    if [ "$(id -u)" -ne 0 ]; then
        loud "slurmd must run as root (it starts job steps as their users); this is $(id -un)." \
             "Run the Slurm test as root."
        exit "$CANNOT_INSTALL"
    fi
    # A clean start: whatever an earlier run of this script left behind goes first.
    stop >/dev/null 2>&1 || true
    write_config
    rm -f "$LOG"/*.log "$LOG"/*.out
    local port
    for port in "$CTLD_PORT" "$SLURMD_PORT"; do
        port_free "$port" || fail "port 127.0.0.1:$port is taken (another Slurm?); choose others with WIKIBLANKS_SLURMCTLD_PORT / WIKIBLANKS_SLURMD_PORT"
    done
    make_key
    # shellcheck disable=SC2154  # rc is set inside the trap
    trap 'rc=$?; if [ $rc -ne 0 ]; then stop >/dev/null 2>&1 || true; fi' EXIT

    launch munged munged --foreground --force --key-file="$MUNGE_KEY" --socket="$MUNGE_SOCKET" \
        --pid-file="$RUN/munged.munge.pid" --seed-file="$MUNGE_DIR/munge.seed" --log-file="$LOG/munged.log"
    wait_until 20 "munged (a credential round trip on $MUNGE_SOCKET)" munge_works

    # -c: no jobs or node states from an earlier run; -i: ignore a state file it cannot read.
    launch slurmctld slurmctld -D -c -i -f "$CONF"
    wait_until 60 "slurmctld (scontrol ping on 127.0.0.1:$CTLD_PORT)" ctld_up

    launch slurmd slurmd -D -f "$CONF" -N "$NODE"
    local deadline=$(( $(date +%s) + 60 )) state
    until node_idle; do
        alive slurmd || fail "slurmd exited"
        alive slurmctld || fail "slurmctld exited"
        if [ "$(date +%s)" -ge "$deadline" ]; then
            state="$(node_state || true)"
            timeout 10 scontrol show node "$NODE" >&2 || true
            fail "node $NODE is not idle after 60s (state: ${state:-unknown})"
        fi
        sleep 0.5
    done
    trap - EXIT
    echo "cluster.sh: Slurm is up: node $NODE idle on 127.0.0.1 (SLURM_CONF=$CONF)" >&2
}

# stop_daemon NAME: TERM, up to 15 s, then KILL; only the pid recorded for NAME, and only
# when that process is NAME.
stop_daemon() {
    local name="$1" pid
    [ -f "$RUN/$name.pid" ] || return 0
    pid="$(cat "$RUN/$name.pid")"
    if alive "$name"; then
        kill -TERM "$pid" 2>/dev/null || true
        for _ in $(seq 30); do alive "$name" || break; sleep 0.5; done
        if alive "$name"; then
            echo "cluster.sh: $name ($pid) did not stop after 15s; killing it" >&2
            kill -KILL "$pid" 2>/dev/null || true
            sleep 0.5
        fi
    fi
    alive "$name" && { loud "could not stop $name (pid $pid)"; return 1; }
    rm -f "$RUN/$name.pid"
}

# The processes of this cluster's jobs left after slurmd stopped: slurmstepd (started by our
# slurmd, so SLURM_CONF=$CONF is in its environment) and what the jobs run (SLURM_CONF=$CONF,
# SLURM_CLUSTER_NAME=wikiblanks and a SLURM_JOB_ID in theirs); never this script or its callers.
job_processes() {
    local self=" $$ " pid env comm
    pid=$$
    while [ "$pid" -gt 1 ] 2>/dev/null; do
        pid="$(awk '{print $4}' "/proc/$pid/stat" 2>/dev/null)" || break
        self+="$pid "
    done
    for env in /proc/[0-9]*/environ; do
        pid="${env#/proc/}"; pid="${pid%/environ}"
        case "$self" in *" $pid "*) continue ;; esac
        comm="$(cat "/proc/$pid/comm" 2>/dev/null)" || continue
        { tr '\0' '\n' <"$env"; } 2>/dev/null | awk -v conf="SLURM_CONF=$CONF" -v stepd="$([ "$comm" = slurmstepd ] && echo 1)" '
            $0 == conf { c = 1 } $0 == "SLURM_CLUSTER_NAME=wikiblanks" { n = 1 } /^SLURM_JOB_ID=/ { j = 1 }
            END { exit !(c && (stepd || (n && j))) }' && echo "$pid"
    done
    return 0
}

stop_job_processes() {
    local pids
    pids="$(job_processes)"
    [ -n "$pids" ] || return 0
    echo "cluster.sh: ending leftover job processes:" $pids >&2
    kill -TERM $pids 2>/dev/null || true
    sleep 2
    pids="$(job_processes)"
    if [ -n "$pids" ]; then kill -KILL $pids 2>/dev/null || true; fi
}

stop() {
    local ok=0
    if alive slurmctld; then
        # Cancel whatever is queued or running (anyone's: it is our cluster), and wait until
        # the jobs are gone: slurmd ends their processes (TERM, then KILL after KillWait).
        local jobs
        jobs="$(timeout 10 squeue -h -o %A 2>/dev/null | sort -u)"
        if [ -n "$jobs" ]; then
            timeout 10 scancel $jobs >/dev/null 2>&1 || true
            for _ in $(seq 60); do
                alive slurmd || break   # nothing would end them: stop_job_processes does
                [ -z "$(timeout 5 squeue -h -o %A 2>/dev/null)" ] && break
                sleep 0.5
            done
        fi
    fi
    stop_daemon slurmd || ok=1
    stop_daemon slurmctld || ok=1
    stop_job_processes
    stop_daemon munged || ok=1
    rm -f "$MUNGE_SOCKET" "$MUNGE_SOCKET.lock"
    [ $ok -eq 0 ] && echo "cluster.sh: stopped" >&2
    return $ok
}

status() {
    local name ok=0
    for name in munged slurmctld slurmd; do
        if alive "$name"; then
            echo "$name: running (pid $(cat "$RUN/$name.pid"))"
        else
            echo "$name: not running"; ok=1
        fi
    done
    if [ $ok -eq 0 ]; then
        timeout 10 sinfo -N -l || ok=1
        node_idle || ok=1
    fi
    return $ok
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    status) status ;;
    env) echo "export SLURM_CONF=$CONF" ;;
    *) echo "usage: $0 start|stop|status|env" >&2; exit 64 ;;
esac
