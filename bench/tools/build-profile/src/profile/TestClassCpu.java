package profile;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * A JUnit Platform listener (found through ServiceLoader) that appends, for each top-level test class, the CPU
 * time of the whole test JVM while the class ran (JIT and GC threads included) to $BUILD_PROFILE_DIR/tests.csv,
 * and at the JVM's end its total CPU time to forks.csv. Surefire runs one class at a time in a fork, so the
 * process's CPU time over a class is that class's cost.
 */
public final class TestClassCpu implements TestExecutionListener {
  private static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  private static final String DIR = System.getenv("BUILD_PROFILE_DIR");
  private static final String MODULE = Path.of(System.getProperty("user.dir")).getFileName().toString();
  private static final long PID = ProcessHandle.current().pid();
  private static volatile boolean hooked;
  private static volatile long firstCpu = -1;
  private static final Map<String, long[]> STARTS = new ConcurrentHashMap<>();

  private static void append(String file, String line) {
    if (DIR == null) {
      return;
    }
    try {
      Files.writeString(Path.of(DIR, file), line + "\n", StandardCharsets.UTF_8,
          StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static synchronized void hook() {
    if (hooked) {
      return;
    }
    hooked = true;
    firstCpu = OS.getProcessCpuTime();
    long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
    Runtime.getRuntime().addShutdownHook(new Thread(() -> append("forks.csv",
        MODULE + "," + PID + "," + firstCpu / 1_000_000 + "," + OS.getProcessCpuTime() / 1_000_000 + ","
            + jvmStart + "," + System.currentTimeMillis())));
  }

  @Override
  public void executionStarted(TestIdentifier id) {
    hook();
    if (isTopLevelClass(id)) {
      STARTS.put(id.getUniqueId(), new long[] {OS.getProcessCpuTime(), System.nanoTime(), System.currentTimeMillis()});
    }
  }

  @Override
  public void executionFinished(TestIdentifier id, TestExecutionResult result) {
    long[] start = STARTS.remove(id.getUniqueId());
    if (start != null) {
      String name = ((ClassSource) id.getSource().orElseThrow()).getClassName();
      append("tests.csv", MODULE + "," + name + "," + (OS.getProcessCpuTime() - start[0]) / 1_000_000 + ","
          + (System.nanoTime() - start[1]) / 1_000_000 + "," + PID + "," + start[2] + "," + result.getStatus());
    }
  }

  private static boolean isTopLevelClass(TestIdentifier id) {
    return id.getSource().filter(ClassSource.class::isInstance)
        .map(s -> ((ClassSource) s).getClassName().indexOf('$') < 0).orElse(false);
  }
}
