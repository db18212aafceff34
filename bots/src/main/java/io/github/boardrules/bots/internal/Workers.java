package io.github.boardrules.bots.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Runs work on a few daemon threads and waits for it, for the match runner, self-play and the
 * Monte-Carlo search. Not API (see the package).
 *
 * <pre>{@code
 * Workers.forEachIndex(0, games, threads, "match", i -> play(i));   // each i once
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1.0")
public final class Workers {
  private Workers() {}

  /**
   * Calls {@code task} once for every index from {@code from} to {@code to - 1}, on up to
   * {@code threads} threads named {@code name-0}, {@code name-1}, ..., each taking the next index
   * when done (on the caller's thread when one is enough). After a task fails no thread takes a new
   * index; when all have ended, the first failure is thrown.
   *
   * @param from the first index
   * @param to one past the last index
   * @param threads the most threads, 1 or more
   * @param name the threads' name before their number
   * @param task the work of one index; must be safe to call from several threads at once
   * @throws RuntimeException the first exception a task threw
   * @throws Error the first error a task threw
   */
  public static void forEachIndex(int from, int to, int threads, String name, IntConsumer task) {
    AtomicInteger next = new AtomicInteger(from);
    List<Throwable> failures = new ArrayList<>();
    Runnable worker = () -> {
      int i;
      while ((i = next.getAndIncrement()) < to) {
        synchronized (failures) {
          if (!failures.isEmpty()) {
            return;
          }
        }
        try {
          task.accept(i);
        } catch (RuntimeException | Error e) {
          synchronized (failures) {
            failures.add(e);
          }
          return;
        }
      }
    };
    int workers = Math.min(threads, to - from);
    if (workers <= 1) {
      worker.run();
    } else {
      List<Runnable> copies = new ArrayList<>(workers);
      for (int t = 0; t < workers; t++) {
        copies.add(worker);
      }
      runEachOnItsThread(copies, name);
    }
    synchronized (failures) {
      if (!failures.isEmpty()) {
        Throwable failure = failures.get(0);
        if (failure instanceof RuntimeException e) {
          throw e;
        }
        throw (Error) failure;
      }
    }
  }

  /**
   * Runs each task on a daemon thread of its own, named {@code name-0}, {@code name-1}, ..., and
   * returns when all have ended. An interrupt of the caller while waiting is kept (the caller's
   * interrupt flag is set again on return) and does not cut the wait short: the tasks' results are
   * complete when this returns. Failures are the tasks' to catch and report.
   *
   * @param tasks the tasks
   * @param name the threads' name before their number
   */
  public static void runEachOnItsThread(List<? extends Runnable> tasks, String name) {
    List<Thread> running = new ArrayList<>(tasks.size());
    for (Runnable task : tasks) {
      Thread thread = new Thread(task, name + "-" + running.size());
      thread.setDaemon(true);
      thread.start();
      running.add(thread);
    }
    boolean interrupted = false;
    for (Thread thread : running) {
      while (true) {
        try {
          thread.join();
          break;
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
