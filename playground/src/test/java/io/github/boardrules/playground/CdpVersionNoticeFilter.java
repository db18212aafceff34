package io.github.boardrules.playground;

import java.util.List;
import java.util.logging.Filter;
import java.util.logging.Level;
import java.util.logging.LogRecord;

/**
 * Drops Selenium's notice that it has no Chrome DevTools Protocol (CDP) bindings for the browser's
 * version, and nothing else: the tests' {@code logging.properties} puts it on the console handler.
 *
 * <p>Selenium carries CDP bindings for a few Chromium versions and warns, twice per browser, when
 * Chromium is newer. {@link BrowserTest} drives the browser through WebDriver alone and uses no
 * CDP feature, so the notice does not concern it; every other record of the same loggers, at any
 * level, still shows.
 */
public final class CdpVersionNoticeFilter implements Filter {
  /** The notices, as the loggers below write them (before any parameter is filled in). */
  private static final List<String> NOTICES = List.of(
      "Unable to find CDP implementation matching ",
      "Unable to find an exact match for CDP version ",
      "Unable to find version of CDP to use for ");

  private static final List<String> LOGGERS = List.of(
      "org.openqa.selenium.devtools.CdpVersionFinder", "org.openqa.selenium.chromium.ChromiumDriver");

  /** The filter java.util.logging makes from the handler's {@code filter} property. */
  public CdpVersionNoticeFilter() {}

  @Override
  public boolean isLoggable(LogRecord record) {
    String message = record.getMessage();
    boolean notice = Level.WARNING.equals(record.getLevel())
        && LOGGERS.contains(record.getLoggerName())
        && message != null
        && NOTICES.stream().anyMatch(message::startsWith);
    return !notice;
  }
}
