package profile;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import javax.inject.Named;
import javax.inject.Singleton;
import org.apache.maven.eventspy.AbstractEventSpy;
import org.apache.maven.execution.ExecutionEvent;
import org.apache.maven.plugin.MojoExecution;

/**
 * A Maven event spy (loaded with -Dmaven.ext.class.path) that appends one line per mojo start and end to
 * $BUILD_PROFILE_DIR/mojos.csv: the time, the builder thread, that thread's CPU time (the mojo's in-process work),
 * Maven's process CPU time and the CPU time of its finished child processes (test forks, javadoc, consumer
 * builds), from /proc/self/stat.
 */
@Named("build-profile")
@Singleton
public final class MojoCpu extends AbstractEventSpy {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  private final String dir = System.getenv("BUILD_PROFILE_DIR");

  @Override
  public void onEvent(Object event) {
    if (dir == null || !(event instanceof ExecutionEvent)) {
      return;
    }
    ExecutionEvent e = (ExecutionEvent) event;
    String what;
    switch (e.getType()) {
      case MojoStarted: what = "start"; break;
      case MojoSucceeded: what = "end"; break;
      case MojoFailed: what = "failed"; break;
      case ProjectStarted: what = "project-start"; break;
      case ProjectSucceeded: what = "project-end"; break;
      case ProjectFailed: what = "project-failed"; break;
      case SessionStarted: what = "session-start"; break;
      case SessionEnded: what = "session-end"; break;
      default: return;
    }
    MojoExecution m = e.getMojoExecution();
    String mojo = m == null ? "" : m.getArtifactId() + ":" + m.getGoal() + "@" + m.getExecutionId();
    String project = e.getProject() == null ? "" : e.getProject().getArtifactId();
    long[] children = children();
    String line = System.currentTimeMillis() + "," + what + "," + project + "," + mojo + ","
        + Thread.currentThread().getName() + "," + THREADS.getCurrentThreadCpuTime() / 1_000_000 + ","
        + OS.getProcessCpuTime() / 1_000_000 + "," + children[0] + "\n";
    try {
      synchronized (MojoCpu.class) {
        Files.writeString(Path.of(dir, "mojos.csv"), line, StandardCharsets.UTF_8,
            StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
      }
    } catch (IOException ex) {
      throw new java.io.UncheckedIOException(ex);
    }
  }

  /** CPU milliseconds of the finished (waited-for) children: cutime + cstime of /proc/self/stat, 100 ticks a second. */
  private static long[] children() {
    try {
      String stat = Files.readString(Path.of("/proc/self/stat"));
      String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      return new long[] {(Long.parseLong(f[13]) + Long.parseLong(f[14])) * 10};
    } catch (IOException | RuntimeException ex) {
      return new long[] {-1};
    }
  }
}
